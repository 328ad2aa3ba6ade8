import { z } from 'zod';
import { flagSchema, isoDateSchema } from './common.ts';

/** GET /api/versions/current */
export const currentVersionSchema = z.object({
  version: z.string(),
  url: z.string(),
  date: isoDateSchema,
  description: z.string(),
});
export type CurrentVersion = z.infer<typeof currentVersionSchema>;

/**
 * One release. `serverurl` empty means no server download; equal to `url`
 * means one archive holds both client and server.
 */
export const versionItemSchema = z.object({
  version: z.string(),
  mcversion: z.string(),
  url: z.string(),
  serverurl: z.string(),
  devversion: flagSchema,
  date: isoDateSchema,
  title: z.string(),
  description: z.string(),
});
export type VersionItem = z.infer<typeof versionItemSchema>;

export const versionListSchema = z.array(versionItemSchema);

/** How a release's downloads are offered. */
export type DownloadKind = 'combined' | 'separate' | 'client-only';

export function downloadKind(item: Pick<VersionItem, 'url' | 'serverurl'>): DownloadKind {
  if (item.serverurl === '') return 'client-only';
  return item.serverurl === item.url ? 'combined' : 'separate';
}

/**
 * Consecutive runs of versions sharing a game version, in list order
 * (the history page shows one group per run).
 */
export function groupByGameVersion<T extends Pick<VersionItem, 'mcversion'>>(
  items: readonly T[],
): { mcversion: string; versions: T[] }[] {
  const groups: { mcversion: string; versions: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.mcversion === item.mcversion) last.versions.push(item);
    else groups.push({ mcversion: item.mcversion, versions: [item] });
  }
  return groups;
}

import { z } from 'zod';
import { textBlock, textLine } from './text.ts';
import { flagSchema, idSchema, isoDateSchema } from './common.ts';

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

/** A release as administrators edit it (GET /api/versions/admin), in both languages. */
export const versionAdminSchema = z.object({
  id: idSchema,
  version: z.string(),
  mcversion: z.string(),
  url: z.string(),
  serverurl: z.string(),
  devversion: flagSchema,
  date: isoDateSchema,
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  /** '1' on the release the version check announces. */
  current: flagSchema,
});
export type VersionAdmin = z.infer<typeof versionAdminSchema>;
export const versionAdminListSchema = z.array(versionAdminSchema);

const downloadUrl = textLine()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\//.test(v) || /^\/php\/dlpage\.php\?file=/.test(v), {
    message: 'an http(s) address or a /php/dlpage.php?file= link',
  });

/** POST /api/versions/admin (new) and /api/versions/admin/{id} (change). */
export const versionPayloadSchema = z.object({
  version: textLine().regex(/^[0-9][0-9A-Za-z.+-]{0,30}$/),
  mcversion: textLine().regex(/^[0-9][0-9.]{0,15}$/),
  url: downloadUrl.refine((v) => v !== ''),
  serverurl: downloadUrl,
  devversion: flagSchema,
  date: isoDateSchema,
  title_en: textLine().min(1).max(200),
  title_fr: textLine().min(1).max(200),
  description_en: textBlock().max(5000),
  description_fr: textBlock().max(5000),
  current: flagSchema.default('0'),
});
export type VersionPayload = z.input<typeof versionPayloadSchema>;

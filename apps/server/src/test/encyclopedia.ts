import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from './app.ts';
import type { ImportReporter } from '../areas/encyclopedia/import/importer.ts';

const fixtures = path.join(import.meta.dirname, '../areas/encyclopedia/import/fixtures');

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

/**
 * A copy of a fixture folder in a temporary directory, with the pictures the
 * export would sit beside: `pictures` maps a path such as
 * 'item picts/flour.png' to [width, height].
 */
export async function fixtureFolder(
  name: string,
  pictures: Record<string, [number, number]> = {},
): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'millenaire-travelbook-'));
  cpSync(path.join(fixtures, name), folder, { recursive: true });
  for (const [file, [width, height]] of Object.entries(pictures)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    await sharp(await png(width, height, '#b36c1c')).toFile(path.join(folder, file));
  }
  return folder;
}

/** A reporter keeping what it was told, for assertions. */
export function recordingReporter(): ImportReporter & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    start: () => {},
    advance: () => {},
    finish: (message) => lines.push(message),
    problem: (file, p) => lines.push(`${file}:${p.line}: ${p.message}`),
  };
}

export const importDeps = (t: TestContext) => ({
  db: t.app.db,
  storage: t.app.storage,
  clock: t.app.clock,
});

/** The pictures of the 'good' fixture's export. */
export const GOOD_PICTURES: Record<string, [number, number]> = {
  'item picts/norman_banner.png': [32, 32],
  'item picts/flour.png': [16, 16],
  'item picts/norman_miller.png': [32, 32],
  'villagers/norman_miller.png': [40, 80],
  'villagers/norman_default.png': [50, 90],
};

import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Importer } from '../../../extensions/area.ts';
import { importLanguagesFolder, type ImportReporter } from './importer.ts';

const WIDTH = 30;

/** A bar redrawn in place on a terminal; elsewhere only problems and the closing line. */
function barReporter(out: NodeJS.WriteStream): ImportReporter {
  let total = 0;
  let done = 0;
  const clear = () => out.isTTY && out.write('\r\x1b[K');
  return {
    start: (count) => {
      total = count;
    },
    advance: (file) => {
      done++;
      if (!out.isTTY) return;
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
      out.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} ${file}\x1b[K`,
      );
    },
    problem: (file, message) => {
      clear();
      out.write(`${file}: ${message}\n`);
    },
  };
}

/**
 * `npm run import -- langfiles <languages folder> [game version]`: every
 * language and file of the mod's languages folder, as an initial import.
 * Exits 1 when some file was left out (each one is reported).
 */
export const runLangFilesImport: Importer = async (args, db) => {
  const [folder, version] = args;
  if (!folder || !(await stat(folder).catch(() => undefined))?.isDirectory()) {
    console.error('usage: npm run import -- langfiles <languages folder> [game version]');
    return 2;
  }
  const started = performance.now();
  const result = await importLanguagesFolder(db, path.resolve(folder), {
    version: version ?? null,
    now: () => new Date(),
    report: barReporter(process.stdout),
  });
  const seconds = (performance.now() - started) / 1000;
  const count = result.imported + result.unchanged;
  process.stdout.write(
    `\r\x1b[K${result.imported} files imported, ${result.unchanged} unchanged, ` +
      `${result.problems.length} left out, in ${seconds.toFixed(1)} s ` +
      `(${Math.round(count / Math.max(seconds, 0.001))} files/s)\n`,
  );
  return result.problems.length > 0 ? 1 : 0;
};

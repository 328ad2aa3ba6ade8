import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Importer } from '../../../extensions/area.ts';
import { systemClock } from '../../../platform/clock.ts';
import { openStorage } from '../../../platform/storage/open.ts';
import { importTravelBookFolder } from './importer.ts';
import { streamReporter } from './progress.ts';

/**
 * `npm run import -- travelbook <folder>`: the mod's travel-book export into
 * the site's database and image folder (DATABASE_URL and DATA_DIR as the
 * server reads them). Exits 1 when a file was left out for malformed rows.
 */
export const runTravelBookImport: Importer = async (args, db, config) => {
  const folder = args[0];
  if (!folder || !(await stat(folder).catch(() => undefined))?.isDirectory()) {
    console.error('usage: npm run import -- travelbook <folder holding travelbook_<lang>.sql>');
    return 2;
  }
  // The server may be running: preparing clears only the stale uploads of its tmp/.
  const storage = await openStorage(config);
  await storage.prepare();
  const started = performance.now();
  const result = await importTravelBookFolder(
    { db, storage, clock: systemClock },
    path.resolve(folder),
    streamReporter(process.stdout),
  ).finally(() => storage.close());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failed = result.files.filter((f) => f.problems.length > 0);
  if (result.files.length === 0) console.error(`no travelbook_<lang>.sql in ${folder}`);
  process.stdout.write(
    `${result.files.length - failed.length} of ${result.files.length} files imported in ${seconds} s\n`,
  );
  return failed.length > 0 || result.files.length === 0 ? 1 : 0;
};

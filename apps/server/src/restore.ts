// `npm run restore -- <folder> [--replace]`: puts a backup made by
// `npm run backup` back into the site, whose server is stopped
// (docs/operations.md#backups).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_MIGRATIONS } from './areas.ts';
import { loadConfig } from './config.ts';
import { RENAMED_MIGRATIONS } from './db/migrations/index.ts';
import { BackupError, restoreSite } from './platform/ops/backup/index.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const folders = args.filter((arg) => arg !== '--replace');
if (folders.length !== 1 || folders[0]!.startsWith('-')) {
  console.error('usage: npm run restore -- <backup folder> [--replace]');
  process.exit(2);
}
// As for `npm run backup`: the folder from where the command was typed, the
// settings from the server's folder.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const source = path.resolve(typedFrom, folders[0]!);
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
try {
  await restoreSite({
    config: loadConfig(),
    folder: source,
    knownMigrations: [...Object.keys(SITE_MIGRATIONS), ...Object.keys(RENAMED_MIGRATIONS)],
    replace,
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}

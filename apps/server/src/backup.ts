// `npm run backup -- <folder>`: a copy of the site's database and uploaded
// files into a new folder, taken while the site runs (docs/operations.md#backups).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { backupSite, BackupError } from './platform/ops/backup/index.ts';

const [folder, ...rest] = process.argv.slice(2);
if (!folder || rest.length > 0) {
  console.error('usage: npm run backup -- <new or empty folder>');
  process.exit(2);
}
// The folder is named from where the command was typed; the settings are read
// from the server's folder, as `npm start` does, so a relative DATA_DIR (the
// default ./data) names the same database and files as the running site.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const target = path.resolve(typedFrom, folder);
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
try {
  await backupSite({
    config: loadConfig(),
    folder: target,
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}

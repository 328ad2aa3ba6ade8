// `npm run import -- <kind> <folder>`: reads the mod's own files into the site.
// Each kind is an area's importer, loaded only when asked for.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_AREAS, SITE_MIGRATIONS } from './areas.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Importer } from './extensions/area.ts';

const IMPORTERS: Record<string, () => Promise<Importer>> = Object.assign(
  {},
  ...SITE_AREAS.map((area) => area.importers ?? {}),
);

const [kind = '', ...args] = process.argv.slice(2);
const load = IMPORTERS[kind];
if (!load) {
  console.error(`usage: npm run import -- <${Object.keys(IMPORTERS).join('|')}> <folder>`);
  process.exit(2);
}
// Folders are named from where the command was typed; the settings are read
// from the server's folder, as `npm start` does, so a relative DATA_DIR (the
// default ./data) names the same database and images as the running site.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const folders = args.map((arg) => path.resolve(typedFrom, arg));
// apps/server, from src/import.ts and from the compiled dist/import.js alike.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const config = loadConfig();
const { db } = connectDatabase(config);
try {
  await migrateToLatest(db, SITE_MIGRATIONS);
  process.exitCode = await (await load())(folders, db, config);
} finally {
  await db.destroy();
}

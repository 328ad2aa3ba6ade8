import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config.ts';
import type { DialectName } from '../../../db/connect.ts';
import {
  BackupError,
  type BackupManifest,
  type BackupOptions,
  type DatabaseSnapshot,
  type FileEntry,
  MANIFEST,
  type RestoreOptions,
  manifestSchema,
} from './manifest.ts';
import {
  type Copied,
  copyUploads,
  countStored,
  describeFile,
  listFiles,
  onDisk,
  restoreUploads,
  uploadFolders,
} from './files.ts';
import { type Storage } from '../../storage/storage.ts';
import { openStorage } from '../../storage/open.ts';
import { prepareSqlite, restoreSqlite, sqliteTargetHasRows } from './sqlite.ts';
import {
  postgresSchema,
  postgresTablesWithRows,
  preparePostgres,
  restorePostgres,
  withPostgres,
} from './postgres.ts';

/**
 * Backups of a whole site: its database and its uploaded files, in one folder
 * laid out like DATA_DIR:
 *
 *   manifest.json          what the folder holds, with the SHA-256 of every file
 *   site.db                the SQLite database (a SQLite site), or
 *   database.pgdump        pg_dump's custom format of the site's schema (PostgreSQL)
 *   libraryres/img/ …      the images, as under DATA_DIR
 *   files/ …               the library's archives
 *   downloads/ …           the operator's archives of old releases
 *
 * The manifest is written last: a folder without one is an unfinished backup.
 */

export { BackupError, MANIFEST, type BackupManifest } from './manifest.ts';

const kindOf = (config: Pick<Config, 'databaseUrl'>): DialectName =>
  config.databaseUrl ? 'postgres' : 'sqlite';

async function emptyOrMissing(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.length === 0;
}

/**
 * Writes a backup of the site into `folder` while the site runs. The upload
 * files are copied before the database snapshot (so a file removed during the
 * snapshot is still there) and again after it (so a file added before the
 * snapshot is there too): every record of the snapshot finds its file.
 */
export async function backupSite(options: BackupOptions): Promise<BackupManifest> {
  const { config } = options;
  const dataDir = path.resolve(config.dataDir);
  const folder = path.resolve(options.folder);
  if (!path.relative(dataDir, folder).startsWith('..')) {
    throw new BackupError(`${folder} is inside DATA_DIR: keep backups apart from the site's data`);
  }
  if (!(await emptyOrMissing(folder))) {
    throw new BackupError(`${folder} is not empty: give a new folder for each backup`);
  }
  const kind = kindOf(config);
  const snapshot =
    kind === 'sqlite' ? prepareSqlite(dataDir) : await preparePostgres(config.databaseUrl!);
  const existed = existsSync(folder);
  await mkdir(folder, { recursive: true });
  const storage = await openStorage(config);
  try {
    return await writeBackup(storage, folder, kind, snapshot, options);
  } catch (err) {
    // An unfinished backup is no backup: the folder is left as it was found.
    if (existed) {
      for (const entry of await readdir(folder)) {
        await rm(path.join(folder, entry), { recursive: true, force: true });
      }
    } else await rm(folder, { recursive: true, force: true });
    throw err;
  } finally {
    await storage.close();
  }
}

async function writeBackup(
  storage: Storage,
  folder: string,
  kind: DialectName,
  snapshot: DatabaseSnapshot,
  { now, log = () => {} }: BackupOptions,
): Promise<BackupManifest> {
  const createdAt = (now?.() ?? new Date()).toISOString();
  const copied = new Map<string, Copied>();
  const first = await copyUploads(storage, folder, copied);
  log(`${first} files copied`);
  const database = await snapshot.take(path.join(folder, snapshot.file));
  log(`database copied (${kind}, ${database.migrations.length} migrations)`);
  const second = await copyUploads(storage, folder, copied);
  if (second > 0) log(`${second} files added or changed meanwhile, copied`);

  const list: FileEntry[] = [];
  for (const relative of await listFiles(folder, uploadFolders())) {
    list.push(await describeFile(folder, relative));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt,
    database: { kind, ...(await describeFile(folder, snapshot.file)), ...database },
    files: { count: list.length, bytes: list.reduce((sum, f) => sum + f.bytes, 0), list },
  };
  const temp = path.join(folder, `.${MANIFEST}.part`);
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temp, path.join(folder, MANIFEST));
  log(
    `backup written to ${folder}: ${manifest.files.count} files, ${manifest.files.bytes} bytes, database ${manifest.database.bytes} bytes`,
  );
  return manifest;
}

/** Reads a backup's manifest and checks every file it lists against it. */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') {
        throw new BackupError(`${folder} holds no ${MANIFEST}: not a backup, or an unfinished one`);
      }
      throw err;
    },
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST} is not JSON`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError(`${MANIFEST} is not a backup manifest`);
  const manifest = result.data;
  const folders = uploadFolders();
  const bad: string[] = [];
  for (const entry of [manifest.database, ...manifest.files.list]) {
    if (entry.path.split('/').some((part) => part === '..' || part === '' || part === '.')) {
      throw new BackupError(`${MANIFEST} names a file outside the backup: ${entry.path}`);
    }
    const inUploads = folders.some((f) => entry.path.startsWith(`${f}/`));
    if (entry !== manifest.database && !inUploads) {
      throw new BackupError(`${MANIFEST} names a file outside the upload folders: ${entry.path}`);
    }
    const actual = await describeFile(folder, entry.path).catch(() => undefined);
    if (actual?.bytes !== entry.bytes || actual.sha256 !== entry.sha256) bad.push(entry.path);
  }
  if (bad.length > 0) {
    throw new BackupError(
      `${bad.length} files of the backup are missing or differ from ${MANIFEST}: ${bad.slice(0, 5).join(', ')}`,
    );
  }
  return manifest;
}

/**
 * Puts a backup back into a site whose server is stopped: checks the
 * backup, refuses a site with content unless `replace`, copies the files,
 * then the database.
 */
export async function restoreSite(options: RestoreOptions): Promise<BackupManifest> {
  const { config, log = () => {} } = options;
  const dataDir = path.resolve(config.dataDir);
  const folder = path.resolve(options.folder);
  const manifest = await verifyBackup(folder);
  log(`backup of ${manifest.createdAt} checked: ${manifest.files.count} files`);

  const kind = kindOf(config);
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `the backup holds a ${manifest.database.kind} database but the site is configured for ${kind}`,
    );
  }
  const unknown = manifest.database.migrations.filter((m) => !options.knownMigrations.includes(m));
  if (unknown.length > 0) {
    throw new BackupError(
      `the backup comes from a newer version of the site (migrations ${unknown.join(', ')}): restore it with that version`,
    );
  }

  const tables =
    kind === 'sqlite'
      ? sqliteTargetHasRows(dataDir)
      : await withPostgres(config.databaseUrl!, async (db) =>
          postgresTablesWithRows(db, await postgresSchema(db)),
        );
  const storage = await openStorage(config);
  try {
    const files = await countStored(storage);
    if (!options.replace && (tables.length > 0 || files > 0)) {
      const what = [
        ...(tables.length > 0 ? [`rows in ${tables.slice(0, 5).join(', ')}`] : []),
        ...(files > 0 ? [`${files} files`] : []),
      ];
      throw new BackupError(
        `the site is not empty (${what.join('; ')}): restore into an empty site, or give --replace to replace its content`,
      );
    }
    await mkdir(dataDir, { recursive: true });
    await storage.prepare();
    await restoreUploads(storage, folder, manifest.files.list);
  } finally {
    await storage.close();
  }
  log(`${manifest.files.count} files restored`);
  const dump = onDisk(folder, manifest.database.path);
  if (kind === 'sqlite') await restoreSqlite(dataDir, dump);
  else await restorePostgres(config.databaseUrl!, manifest, dump);
  log(`database restored (${kind}, ${manifest.database.migrations.length} migrations)`);
  return manifest;
}

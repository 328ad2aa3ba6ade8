import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { connectDatabase, sqliteFile, type DialectName } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { createStorage } from './storage.ts';

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

export const MANIFEST = 'manifest.json';
const SQLITE_COPY = 'site.db';
const POSTGRES_DUMP = 'database.pgdump';
/** The migrator's own tables: rows there alone do not make a site non-empty. */
const BOOKKEEPING_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** A failure told to the operator as it is, without a stack. */
export class BackupError extends Error {}

const fileEntry = z.object({
  path: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: fileEntry.extend({
    kind: z.enum(['sqlite', 'postgres']),
    /** The migrations the database had run, by name. */
    migrations: z.array(z.string()),
    /** PostgreSQL: the schema dumped, the extensions it relies on, and the versions. */
    schema: z.string().optional(),
    extensions: z.array(z.object({ name: z.string(), schema: z.string() })).optional(),
    serverVersion: z.string().optional(),
    dumpVersion: z.string().optional(),
  }),
  files: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    list: z.array(fileEntry),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
type FileEntry = z.infer<typeof fileEntry>;

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** The backup folder: missing or empty. */
  folder: string;
  now?: () => Date;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  folder: string;
  /** Every migration name this site knows: a backup with others comes from a newer site. */
  knownMigrations: readonly string[];
  /** Restore over a site that already has content (its rows are dropped, its files kept). */
  replace?: boolean;
  log?: (line: string) => void;
}

// ---------------------------------------------------------------------------
// Files

/** The upload folders a backup holds, relative to DATA_DIR; tmp/ (uploads in progress) is left out. */
function uploadFolders(dataDir: string): string[] {
  const storage = createStorage(dataDir);
  return [storage.imageDir, storage.fileDir, storage.downloadDir].map((dir) =>
    path.relative(dataDir, dir),
  );
}

/** Forward slashes in the manifest, whatever the system. */
const manifestPath = (relative: string) => relative.split(path.sep).join('/');
const onDisk = (root: string, relative: string) => path.join(root, ...relative.split('/'));

/**
 * The plain files under the upload folders of `root`, as manifest paths.
 * Hidden names (a leading dot) are left out: nothing the site writes has one.
 */
async function listFiles(root: string, folders: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, full);
      if (!entry.isFile() || relative.split(path.sep).some((part) => part.startsWith('.'))) {
        continue;
      }
      found.push(manifestPath(relative));
    }
  }
  return found.sort();
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

interface Copied {
  bytes: number;
  mtimeMs: number;
}

/**
 * Copies the site's upload files into the backup; a file already copied with
 * the same size and time is not copied again. A file removed meanwhile is
 * skipped: it left the site while the copy ran.
 */
async function copyUploads(
  dataDir: string,
  folder: string,
  copied: Map<string, Copied>,
): Promise<number> {
  let count = 0;
  for (const relative of await listFiles(dataDir, uploadFolders(dataDir))) {
    const source = onDisk(dataDir, relative);
    const info = await stat(source).catch(() => undefined);
    if (!info) continue;
    const before = copied.get(relative);
    if (before && before.bytes === info.size && before.mtimeMs === info.mtimeMs) continue;
    const target = onDisk(folder, relative);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    copied.set(relative, { bytes: info.size, mtimeMs: info.mtimeMs });
    count += 1;
  }
  return count;
}

async function describeFile(root: string, relative: string): Promise<FileEntry> {
  const file = onDisk(root, relative);
  return { path: relative, bytes: (await stat(file)).size, sha256: await sha256(file) };
}

// ---------------------------------------------------------------------------
// Databases

type DatabaseFacts = Omit<BackupManifest['database'], 'kind' | keyof FileEntry>;

/** A database checked and ready to be copied: `take` writes its snapshot to `target`. */
interface DatabaseSnapshot {
  /** The snapshot's name in the backup folder. */
  file: string;
  take(target: string): Promise<DatabaseFacts>;
}

// ---------------------------------------------------------------------------
// SQLite

/** All the pages left in one step: one read transaction, which writers in WAL mode never wait for. */
const ALL_PAGES = 0x7fffffff;

/** Real tables of a SQLite file (not the search index's shadow tables), by name. */
function sqliteTables(file: SQLite.Database): string[] {
  const rows = file.pragma('table_list') as { schema: string; name: string; type: string }[];
  return rows
    .filter((r) => r.schema === 'main' && r.type === 'table' && !r.name.startsWith('sqlite_'))
    .map((r) => r.name);
}

function sqliteMigrations(file: SQLite.Database): string[] {
  if (!sqliteTables(file).includes('kysely_migration')) return [];
  const rows = file.prepare('select name from kysely_migration order by name').all() as {
    name: string;
  }[];
  return rows.map((r) => r.name);
}

const quoteSqlite = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables holding rows, the migrator's own left aside. */
function sqliteTablesWithRows(file: SQLite.Database): string[] {
  return sqliteTables(file).filter(
    (table) =>
      !BOOKKEEPING_TABLES.includes(table) &&
      file.prepare(`select 1 from ${quoteSqlite(table)} limit 1`).get() !== undefined,
  );
}

/**
 * SQLite's online backup of the site's file into `target`, while the site
 * runs; the copy is then made one self-contained file (no WAL beside it).
 */
async function snapshotSqlite(source: string, target: string): Promise<string[]> {
  const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the database copy is damaged: ${String(check)}`);
    return sqliteMigrations(copy);
  } finally {
    copy.close();
  }
}

function prepareSqlite(dataDir: string): DatabaseSnapshot {
  const source = sqliteFile(dataDir);
  if (!existsSync(source)) {
    throw new BackupError(`no database at ${source}: is DATA_DIR the site's?`);
  }
  return {
    file: SQLITE_COPY,
    take: async (target) => ({ migrations: await snapshotSqlite(source, target) }),
  };
}

function sqliteTargetHasRows(dataDir: string): string[] {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) return [];
  const db = new SQLite(file, { fileMustExist: true, readonly: true, timeout: 5000 });
  try {
    return sqliteTablesWithRows(db);
  } finally {
    db.close();
  }
}

/** Puts the backup's file in place of the site's, with no WAL of the old one left beside it. */
async function restoreSqlite(dataDir: string, copy: string): Promise<void> {
  const file = sqliteFile(dataDir);
  const temp = `${file}.${randomBytes(6).toString('hex')}.restoring`;
  await copyFile(copy, temp);
  try {
    for (const leftover of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) {
      await rm(leftover, { force: true });
    }
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

// ---------------------------------------------------------------------------
// PostgreSQL

interface ToolResult {
  stdout: string;
  stderr: string;
}

/**
 * The site's URL as libpq (pg_dump, pg_restore) reads it: the query's values
 * percent-encoded (libpq reads no '+' as a space), and the password handed
 * over in PGPASSWORD rather than on a command line others can see.
 */
function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  const query = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  url.search = query ? `?${query}` : '';
  return { url: url.toString(), env };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} not found: install the PostgreSQL client tools of the server's major version (Debian: postgresql-client)`,
            )
          : err,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1] ?? NaN);

async function postgresSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) {
    throw new BackupError(
      'no schema of the search path exists in this database: create the site schema first',
    );
  }
  return schema;
}

async function postgresTables(db: Kysely<Database>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

async function postgresMigrations(db: Kysely<Database>, schema: string): Promise<string[]> {
  if (!(await postgresTables(db, schema)).includes('kysely_migration')) return [];
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db);
  return rows.map((r) => r.name);
}

async function postgresTablesWithRows(db: Kysely<Database>, schema: string): Promise<string[]> {
  const full: string[] = [];
  for (const table of await postgresTables(db, schema)) {
    if (BOOKKEEPING_TABLES.includes(table)) continue;
    const { rows } = await sql`select 1 from ${sql.id(schema, table)} limit 1`.execute(db);
    if (rows.length > 0) full.push(table);
  }
  return full;
}

/** The extensions of the database (pg_trgm for the searches), which a dump of one schema leaves out. */
async function postgresExtensions(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string; schema: string }>`
    select e.extname as name, n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where n.nspname <> 'pg_catalog' order by e.extname`.execute(db);
  return rows;
}

async function postgresVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: string }>`show server_version`.execute(db);
  return rows[0]!.version;
}

async function withPostgres<T>(
  databaseUrl: string,
  body: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { db } = connectDatabase({ databaseUrl, dataDir: '' });
  try {
    return await body(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Checks that pg_dump is there and can dump this server, and reads what the
 * manifest tells; then `take` writes pg_dump's custom format of the site's
 * schema (one consistent snapshot).
 */
async function preparePostgres(databaseUrl: string): Promise<DatabaseSnapshot> {
  const facts = await withPostgres(databaseUrl, async (db) => {
    const schema = await postgresSchema(db);
    return {
      schema,
      migrations: await postgresMigrations(db, schema),
      extensions: await postgresExtensions(db),
      serverVersion: await postgresVersion(db),
    };
  });
  const { url, env } = libpqConnection(databaseUrl);
  const dumpVersion = (await runTool('pg_dump', ['--version'], env)).stdout.trim();
  if (majorOf(dumpVersion) < majorOf(facts.serverVersion)) {
    throw new BackupError(
      `${dumpVersion} cannot dump a PostgreSQL ${facts.serverVersion} server: install the client tools of version ${majorOf(facts.serverVersion)}`,
    );
  }
  return {
    file: POSTGRES_DUMP,
    take: async (target) => {
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-password',
          // A quoted pattern: the name as it is, no case folding, no wildcards.
          `--schema="${facts.schema.replaceAll('"', '""')}"`,
          `--file=${target}`,
          url,
        ],
        env,
      );
      return { ...facts, dumpVersion };
    },
  };
}

/**
 * Drops what the site schema holds (tables, views, sequences, functions no
 * extension owns), so the dump can create it all again.
 */
async function clearPostgresSchema(db: Kysely<Database>, schema: string): Promise<void> {
  const { rows: relations } = await sql<{ kind: string; name: string }>`
    select c.relkind as kind, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                      and d.objid = c.oid and d.deptype = 'e')`.execute(db);
  const { rows: functions } = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${schema}
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                      and d.objid = p.oid and d.deptype = 'e')`.execute(db);
  const kinds: Record<string, string> = {
    r: 'table',
    p: 'table',
    f: 'foreign table',
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
  };
  await db.transaction().execute(async (trx) => {
    for (const kind of ['v', 'm', 'r', 'p', 'f', 'S']) {
      for (const relation of relations.filter((r) => r.kind === kind)) {
        await sql`drop ${sql.raw(kinds[kind]!)} if exists ${sql.id(schema, relation.name)} cascade`.execute(
          trx,
        );
      }
    }
    for (const { signature } of functions) {
      await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(trx);
    }
  });
}

/**
 * pg_restore of the dump into the site schema, which exists already: the
 * dump's own entries for the schema itself are left out.
 */
async function restorePostgres(
  databaseUrl: string,
  manifest: BackupManifest,
  dump: string,
): Promise<void> {
  await withPostgres(databaseUrl, async (db) => {
    const schema = await postgresSchema(db);
    if (schema !== manifest.database.schema) {
      throw new BackupError(
        `the backup holds the schema "${manifest.database.schema}" but DATABASE_URL works in "${schema}": restore into a database whose search path starts with "${manifest.database.schema}"`,
      );
    }
    await clearPostgresSchema(db, schema);
    for (const extension of manifest.database.extensions ?? []) {
      await sql`create extension if not exists ${sql.id(extension.name)} schema ${sql.id(extension.schema)}`.execute(
        db,
      );
    }
  });
  const { url, env } = libpqConnection(databaseUrl);
  const toc = (await runTool('pg_restore', ['--list', dump], env)).stdout;
  const kept = toc
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ (SCHEMA - |COMMENT - SCHEMA )/.test(line));
  const list = path.join(tmpdir(), `millenaire-restore-${randomBytes(6).toString('hex')}.list`);
  await writeFile(list, kept.join('\n'));
  try {
    await runTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--no-password',
        '--single-transaction',
        '--exit-on-error',
        `--use-list=${list}`,
        `--dbname=${url}`,
        dump,
      ],
      env,
    );
  } finally {
    await rm(list, { force: true });
  }
}

// ---------------------------------------------------------------------------
// Backup and restore

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
  try {
    return await writeBackup(dataDir, folder, kind, snapshot, options);
  } catch (err) {
    // An unfinished backup is no backup: the folder is left as it was found.
    if (existed) {
      for (const entry of await readdir(folder)) {
        await rm(path.join(folder, entry), { recursive: true, force: true });
      }
    } else await rm(folder, { recursive: true, force: true });
    throw err;
  }
}

async function writeBackup(
  dataDir: string,
  folder: string,
  kind: DialectName,
  snapshot: DatabaseSnapshot,
  { now, log = () => {} }: BackupOptions,
): Promise<BackupManifest> {
  const createdAt = (now?.() ?? new Date()).toISOString();
  const copied = new Map<string, Copied>();
  const first = await copyUploads(dataDir, folder, copied);
  log(`${first} files copied`);
  const database = await snapshot.take(path.join(folder, snapshot.file));
  log(`database copied (${kind}, ${database.migrations.length} migrations)`);
  const second = await copyUploads(dataDir, folder, copied);
  if (second > 0) log(`${second} files added or changed meanwhile, copied`);

  const list: FileEntry[] = [];
  for (const relative of await listFiles(folder, uploadFolders(folder))) {
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
  const folders = uploadFolders(folder).map(manifestPath);
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
  const files = await listFiles(dataDir, uploadFolders(dataDir));
  if (!options.replace && (tables.length > 0 || files.length > 0)) {
    const what = [
      ...(tables.length > 0 ? [`rows in ${tables.slice(0, 5).join(', ')}`] : []),
      ...(files.length > 0 ? [`${files.length} files`] : []),
    ];
    throw new BackupError(
      `the site is not empty (${what.join('; ')}): restore into an empty site, or give --replace to replace its content`,
    );
  }

  await mkdir(dataDir, { recursive: true });
  for (const entry of manifest.files.list) {
    const target = onDisk(dataDir, entry.path);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(onDisk(folder, entry.path), target);
  }
  log(`${manifest.files.count} files restored`);
  const dump = onDisk(folder, manifest.database.path);
  if (kind === 'sqlite') await restoreSqlite(dataDir, dump);
  else await restorePostgres(config.databaseUrl!, manifest, dump);
  log(`database restored (${kind}, ${manifest.database.migrations.length} migrations)`);
  return manifest;
}

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { connectDatabase } from '../../../db/connect.ts';
import type { Database } from '../../../db/database.ts';
import {
  BOOKKEEPING_TABLES,
  BackupError,
  type BackupManifest,
  type DatabaseSnapshot,
  POSTGRES_DUMP,
} from './manifest.ts';

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/**
 * The site's URL as libpq (pg_dump, pg_restore) reads it: the query's values
 * percent-encoded (libpq reads no '+' as a space), and the password handed
 * over in PGPASSWORD rather than on a command line others can see.
 */
export function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
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

export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
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

export const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1] ?? NaN);

export async function postgresSchema(db: Kysely<Database>): Promise<string> {
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

export async function postgresTables(db: Kysely<Database>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

export async function postgresMigrations(db: Kysely<Database>, schema: string): Promise<string[]> {
  if (!(await postgresTables(db, schema)).includes('kysely_migration')) return [];
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db);
  return rows.map((r) => r.name);
}

export async function postgresTablesWithRows(
  db: Kysely<Database>,
  schema: string,
): Promise<string[]> {
  const full: string[] = [];
  for (const table of await postgresTables(db, schema)) {
    if (BOOKKEEPING_TABLES.includes(table)) continue;
    const { rows } = await sql`select 1 from ${sql.id(schema, table)} limit 1`.execute(db);
    if (rows.length > 0) full.push(table);
  }
  return full;
}

/** The extensions of the database (pg_trgm for the searches), which a dump of one schema leaves out. */
export async function postgresExtensions(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string; schema: string }>`
    select e.extname as name, n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where n.nspname <> 'pg_catalog' order by e.extname`.execute(db);
  return rows;
}

export async function postgresVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ version: string }>`show server_version`.execute(db);
  return rows[0]!.version;
}

export async function withPostgres<T>(
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
export async function preparePostgres(databaseUrl: string): Promise<DatabaseSnapshot> {
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
export async function clearPostgresSchema(db: Kysely<Database>, schema: string): Promise<void> {
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
export async function restorePostgres(
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

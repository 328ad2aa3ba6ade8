import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import type { Database } from '../db/database.ts';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  cols: string[];
  refcols: string[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PostgreSQL: every table of the schema is read whole, and each foreign key's rows find their parent. */
async function postgresProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  for (const { name } of tables.rows) {
    try {
      await sql`select * from ${sql.table(name)}`.execute(db);
    } catch (err) {
      problems.push(`table ${name} cannot be read: ${String(err)}`);
    }
  }
  const keys = await sql<ForeignKey>`
    select c.conname as name,
      (select relname from pg_class where oid = c.conrelid) as child,
      (select relname from pg_class where oid = c.confrelid) as parent,
      (select array_agg(a.attname::text order by k.i)
        from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as cols,
      (select array_agg(a.attname::text order by k.i)
        from unnest(c.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as refcols
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  for (const key of keys.rows) {
    const present = key.cols.map((col) => `c.${quoted(col)} is not null`).join(' and ');
    const joined = key.cols
      .map((col, i) => `p.${quoted(key.refcols[i]!)} = c.${quoted(col)}`)
      .join(' and ');
    const orphans = await sql<{ n: string }>`select count(*) as n from ${sql.raw(
      quoted(key.child),
    )} c where ${sql.raw(present)} and not exists (select 1 from ${sql.raw(
      quoted(key.parent),
    )} p where ${sql.raw(joined)})`.execute(db);
    const n = Number(orphans.rows[0]?.n ?? 0);
    if (n > 0) problems.push(`${key.child}.${key.name}: ${n} rows without their ${key.parent}`);
  }
  return problems;
}

/** SQLite: its own checks of the file and of the foreign keys. */
async function sqliteProblems(db: Kysely<Database>): Promise<string[]> {
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  const problems = integrity.rows
    .map((row) => row.integrity_check)
    .filter((result) => result !== 'ok');
  const orphans = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(
    db,
  );
  for (const row of orphans.rows) problems.push(`${row.table}: a row without its ${row.parent}`);
  return problems;
}

/** What is wrong with a database's file and references; empty when it is sound. */
export function databaseProblems(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  return dialect === 'sqlite' ? sqliteProblems(db) : postgresProblems(db);
}

/** What a digest leaves out: whole tables ('*'), or some columns of a table. */
export type Unhashed = Record<string, '*' | readonly string[]>;

/** Each database's tables, read once: a test's digests are taken hundreds of times. */
const tablesOf = new WeakMap<Kysely<Database>, Promise<string[]>>();

/** The site's tables in the test's own database (PostgreSQL lists every schema's; the test's is current). */
export function ownTables(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) tablesOf.set(db, (tables = readOwnTables(db, dialect)));
  return tables;
}

async function readOwnTables(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const own =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  return (await db.introspection.getTables())
    .filter((table) => table.schema === own && !table.name.startsWith('kysely_'))
    .map((table) => table.name)
    .sort();
}

const rowCountAndHash = (count: number, hex: string) => `${count}:${hex.slice(0, 16)}`;

/** PostgreSQL: every table hashed by the server, in one round trip. */
async function postgresDigests(
  db: Kysely<Database>,
  tables: string[],
  unhashed: Unhashed,
): Promise<Record<string, string>> {
  if (tables.length === 0) return {};
  const parts = tables.map((table) => {
    const left = unhashed[table];
    const row = sql`(to_jsonb(r) - ${sql.val(left === '*' ? [] : [...(left ?? [])])}::text[])::text`;
    return sql`select ${table} as name, count(*)::int as count,
      md5(coalesce(string_agg(${row}, chr(10) order by ${row}), '')) as rows
      from ${sql.table(table)} r`;
  });
  const { rows } = await sql<{ name: string; count: number; rows: string }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, rowCountAndHash(row.count, row.rows)]));
}

/** SQLite: each table's rows read and hashed here. */
async function sqliteDigests(
  db: Kysely<Database>,
  tables: string[],
  unhashed: Unhashed,
): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const left = unhashed[table] ?? [];
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    const lines = rows.map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).filter(([column]) => !left.includes(column))),
        (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
      ),
    );
    const hash = createHash('sha256');
    for (const line of lines.sort()) hash.update(line).update('\n');
    digests[table] = rowCountAndHash(rows.length, hash.digest('hex'));
  }
  return digests;
}

/**
 * A digest per table of the site's rows, whatever their order: what "nothing
 * was written" means for a refused request. `unhashed` leaves out what rightly
 * changes (a whole table, or some of its columns).
 */
export async function tableDigests(
  db: Kysely<Database>,
  dialect: DialectName,
  unhashed: Unhashed = {},
): Promise<Record<string, string>> {
  const tables = (await ownTables(db, dialect)).filter((table) => unhashed[table] !== '*');
  return dialect === 'postgres'
    ? postgresDigests(db, tables, unhashed)
    : sqliteDigests(db, tables, unhashed);
}

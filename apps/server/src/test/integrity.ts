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

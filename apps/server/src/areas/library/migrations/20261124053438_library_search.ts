import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers.ts';

// The library list at a hundred thousand contents.
//
// Totals: library_counts holds how many contents there are for each
// (confirmed, category, culture); triggers keep it in step with every insert,
// delete and change of those columns, whoever writes, in the same
// transaction. A list's total is then a sum over at most a few dozen rows
// instead of a count over the contents.
//
// Free text: search_text is the title and the words of the description in
// lower case, written with the content. SQLite indexes it with an FTS5 table
// using the trigram tokenizer (kept in step by triggers); PostgreSQL with a
// pg_trgm GIN index. Both answer "contains" for three characters and more.

type Db = Kysely<unknown>;

// The search text as the library wrote it on the day of this migration, kept
// here so that a later change of the library's own function cannot change
// what this migration does to an old database.
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function searchText(title: string, html: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return `${title} ${words}`.toLowerCase();
}

async function addSearchText(db: Db): Promise<void> {
  await db.schema
    .alterTable('library_contents')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const contents = await sql<{ id: number; title: string; description: string }>`
    select id, title, description from library_contents`.execute(db);
  for (const row of contents.rows) {
    await sql`update library_contents set search_text = ${searchText(row.title, row.description)}
      where id = ${row.id}`.execute(db);
  }
}

async function addCounts(db: Db): Promise<void> {
  await db.schema
    .createTable('library_counts')
    .addColumn('confirmed', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('culture_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_counts_pk', ['confirmed', 'category_id', 'culture_id'])
    .execute();
  await sql`insert into library_counts (confirmed, category_id, culture_id, n)
    select confirmed, category_id, culture_id, count(*) from library_contents
    group by confirmed, category_id, culture_id`.execute(db);
}

const UPSERT = (row: 'new') =>
  sql.raw(`insert into library_counts (confirmed, category_id, culture_id, n)
      values (${row}.confirmed, ${row}.category_id, ${row}.culture_id, 1)
      on conflict (confirmed, category_id, culture_id) do update set n = library_counts.n + 1;`);
const DECREMENT = (row: 'old') =>
  sql.raw(`update library_counts set n = n - 1
      where confirmed = ${row}.confirmed and category_id = ${row}.category_id and culture_id = ${row}.culture_id;`);
const KEY_CHANGED =
  'old.confirmed <> new.confirmed or old.category_id <> new.category_id or old.culture_id <> new.culture_id';

async function sqliteUp(db: Db): Promise<void> {
  await sql`create trigger library_counts_insert after insert on library_contents
    begin ${UPSERT('new')} end`.execute(db);
  await sql`create trigger library_counts_delete after delete on library_contents
    begin ${DECREMENT('old')} end`.execute(db);
  await sql`create trigger library_counts_update
    after update of confirmed, category_id, culture_id on library_contents
    when ${sql.raw(KEY_CHANGED)}
    begin ${DECREMENT('old')} ${UPSERT('new')} end`.execute(db);

  await sql`create virtual table library_search using fts5(search_text,
    content='library_contents', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into library_search (library_search) values ('rebuild')`.execute(db);
  const remove = sql.raw(`insert into library_search (library_search, rowid, search_text)
      values ('delete', old.id, old.search_text);`);
  const add = sql.raw(
    'insert into library_search (rowid, search_text) values (new.id, new.search_text);',
  );
  await sql`create trigger library_search_insert after insert on library_contents
    begin ${add} end`.execute(db);
  await sql`create trigger library_search_delete after delete on library_contents
    begin ${remove} end`.execute(db);
  await sql`create trigger library_search_update after update of search_text on library_contents
    begin ${remove} ${add} end`.execute(db);
}

async function postgresUp(db: Db): Promise<void> {
  // A move changes two totals. Two moves in opposite directions between the
  // same two would lock them in opposite orders and deadlock: the lower key's
  // total is always changed first.
  await sql`create function library_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${UPSERT('new')}
      elsif tg_op = 'DELETE' then
        ${DECREMENT('old')}
      elsif not (${sql.raw(KEY_CHANGED)}) then
        return null;
      elsif (old.confirmed, old.category_id, old.culture_id)
          < (new.confirmed, new.category_id, new.culture_id) then
        ${DECREMENT('old')}
        ${UPSERT('new')}
      else
        ${UPSERT('new')}
        ${DECREMENT('old')}
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger library_counts_track
    after insert or delete or update of confirmed, category_id, culture_id on library_contents
    for each row execute function library_counts_track()`.execute(db);

  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index library_contents_search on library_contents
    using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function up(db: Db): Promise<void> {
  await addSearchText(db);
  await addCounts(db);
  await (isPostgres(db) ? postgresUp(db) : sqliteUp(db));
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index library_contents_search`.execute(db);
    await sql`drop trigger library_counts_track on library_contents`.execute(db);
    await sql`drop function library_counts_track()`.execute(db);
  } else {
    for (const name of [
      'library_counts_insert',
      'library_counts_delete',
      'library_counts_update',
      'library_search_insert',
      'library_search_delete',
      'library_search_update',
    ]) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
    await sql`drop table library_search`.execute(db);
  }
  await db.schema.dropTable('library_counts').execute();
  await db.schema.alterTable('library_contents').dropColumn('search_text').execute();
}

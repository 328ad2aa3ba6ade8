import type { Kysely } from 'kysely';

// The library list as visitors see it: confirmed contents in one of five
// orders, a page of 12 far down the list. Each order gets an index that starts
// with the confirmed flag and ends with the id the list breaks ties with, so a
// page is read straight from the index and the total is counted from it.
const SORTED: [string, string][] = [
  ['recent', 'created_at'],
  ['downloads', 'nbdl'],
  ['views', 'nbview'],
  ['stars', 'nbstars'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of SORTED) {
    await db.schema
      .createIndex(`library_contents_confirmed_${name}`)
      .on('library_contents')
      .columns(['confirmed', column, 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of SORTED) {
    await db.schema.dropIndex(`library_contents_confirmed_${name}`).execute();
  }
}

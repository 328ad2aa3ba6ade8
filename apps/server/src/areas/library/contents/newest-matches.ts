import { sql, type Kysely } from 'kysely';
import { contains, containsPattern } from '../../../db/contains.ts';
import type { Database } from '../../../db/database.ts';
import { ftsPhrase, isSqlite } from './text-index.ts';

type Db = Kysely<Database>;

/**
 * SQLite: the newest text matches read from the full-text index before the
 * confirmed ones among them are kept (nine contents in ten are confirmed).
 */
const TEXT_WINDOW = 400;

/** The next string after every string that starts with `prefix` (binary order). */
const pastPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

/**
 * The ids of the newest confirmed contents (highest id first, ids grow with
 * creation) whose title or description holds `words` (lower case, at least
 * three characters) or whose author's login starts with them: at most
 * `limit`, without reading every match. The list's own search reads them all
 * (it shows their total); a search as one types needs the first few only.
 * SQLite walks its full-text index from the newest rowid and the login index
 * over the prefix's range; PostgreSQL is given an order and a limit its
 * planner can meet along the primary key or through the trigram indexes.
 */
export async function newestMatches(db: Db, words: string, limit: number): Promise<number[]> {
  const confirmed = db
    .selectFrom('library_contents as c')
    .select('c.id')
    .where('c.confirmed', '=', 1)
    .orderBy('c.id', 'desc')
    .limit(limit);
  const byText = isSqlite(db)
    ? confirmed.where(
        'c.id',
        'in',
        sql<number>`(select rowid from library_search where library_search match ${ftsPhrase(words)} order by rowid desc limit ${TEXT_WINDOW})`,
      )
    : confirmed.where(contains('c.search_text', words));
  const authors = db.selectFrom('users as u').select('u.id');
  const byAuthor = confirmed.where(
    'c.author_id',
    'in',
    isSqlite(db)
      ? authors.where('u.login_key', '>=', words).where('u.login_key', '<', pastPrefix(words))
      : authors.where(
          sql<boolean>`u.login_key like ${containsPattern(words).slice(1)} escape '\\'`,
        ),
  );
  const [text, author] = await Promise.all([byText.execute(), byAuthor.execute()]);
  const ids = [...new Set([...text, ...author].map((row) => row.id))];
  return ids.sort((a, b) => b - a).slice(0, limit);
}

import { sql, type Kysely } from 'kysely';
import { contains, containsPattern } from '../../../db/contains.ts';
import type { Database } from '../../../db/database.ts';
import { ftsPhrase, isSqlite } from './text-index.ts';

type Db = Kysely<Database>;

/**
 * How many of the newest candidates a search as one types reads at most
 * before keeping the matches among them. SQLite: the full-text index's
 * matches, before the confirmed ones among them are kept (nine contents in
 * ten are confirmed). PostgreSQL, for a phrase with a word of one or two
 * characters (or no word at all): the confirmed contents holding its longer
 * words (or the newest confirmed ones), before the whole phrase is looked
 * for in them: pg_trgm indexes each word's trigrams, so a short word narrows
 * nothing (why, and the figures: docs/library.md). An older match is left to
 * the list's own search.
 */
const TEXT_WINDOW = 400;

/** The words of `text` as pg_trgm cuts them: letters and digits. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

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
 * planner can meet along the primary key or through the trigram indexes,
 * and a window (TEXT_WINDOW) for a phrase with a short word.
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
    : trigramsMiss(words)
      ? inWindow(db, words, limit)
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

/**
 * Whether PostgreSQL's trigram index cannot narrow `words` to the contents
 * holding it: a word of one or two characters, or no word at all ("---").
 */
function trigramsMiss(words: string): boolean {
  const all = wordsOf(words);
  return all.length === 0 || all.some((word) => [...word].length < 3);
}

/** PostgreSQL: the newest confirmed contents holding `words` among the newest holding its longer words (if any). */
function inWindow(db: Db, words: string, limit: number) {
  const window = db
    .selectFrom('library_contents as c')
    .select(['c.id', 'c.search_text'])
    .where('c.confirmed', '=', 1)
    .where((eb) =>
      eb.and(
        wordsOf(words)
          .filter((word) => [...word].length >= 3)
          .map((word) => contains('c.search_text', word)),
      ),
    )
    .orderBy('c.id', 'desc')
    .limit(TEXT_WINDOW);
  return db
    .selectFrom(window.as('w'))
    .select('w.id')
    .where(contains('w.search_text', words))
    .orderBy('w.id', 'desc')
    .limit(limit);
}

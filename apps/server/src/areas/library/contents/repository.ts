import { sql, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import {
  LIBRARY_SEARCH_INDEXED_LENGTH,
  type LibrarySort,
  type SiteLanguage,
} from '@millenaire/contracts';
import { contains } from '../../../db/contains.ts';
import type { Database } from '../../../db/database.ts';
import type { LibraryContentsTable } from '../table.ts';
import { loginOf } from '../../../db/authors.ts';
import { isSuspended } from '../repository.ts';
import { ftsPhrase, isSqlite } from './text-index.ts';

type Db = Kysely<Database>;

/** The first content with this exact title, with what the demo's seeds look at. */
export function findContentByTitle(db: Db, title: string) {
  return db
    .selectFrom('library_contents')
    .select(['id', 'author_id', 'file_name', 'modified_at'])
    .where('title', '=', title)
    .orderBy('id')
    .executeTakeFirst();
}

/** Which contents a list holds. */
export interface ContentFilter {
  viewerId: number | null;
  /** Every content, confirmed or not (administrators who asked). */
  all: boolean;
  /** Only the viewer's own. */
  mine: boolean;
  /** Only those the viewer starred. */
  starred: boolean;
  category?: number | undefined;
  culture?: number | undefined;
  /** Words looked for in the title, description or author, ignoring case. */
  q?: string | undefined;
}

/**
 * Whether content c's search text holds `words` (already in lower case) or
 * its author's login does; from three characters on, through the trigram
 * index (below that, by reading every content).
 *
 * Each database gets the form its planner does best with at 100,000
 * contents (bench/library.ts). Given the author as an `in (subquery)` OR'd
 * with the text, both read the whole list testing each content (20-45 ms).
 * SQLite is given one list of ids instead, the FTS5 matches and the author's
 * contents (7-9 ms). PostgreSQL is given the authors as an array computed
 * once, which lets it OR the trigram index with the author index, and AND a
 * category's (11 ms for 10,000 matches, 4 ms in one category). Logins are
 * matched on login_key, the login in lower case (indexed for "contains" on
 * PostgreSQL by migration 0014).
 */
function textMatches(db: Db, words: string) {
  const authors = sql`select u.id from users u where ${contains('u.login_key', words)}`;
  if (isSqlite(db)) {
    const byText =
      Array.from(words).length >= LIBRARY_SEARCH_INDEXED_LENGTH
        ? sql`select rowid from library_search where library_search match ${ftsPhrase(words)}`
        : sql`select t.id from library_contents t where ${contains('t.search_text', words)}`;
    return sql<SqlBool>`c.id in (${byText} union
      select a.id from library_contents a where a.author_id in (${authors}))`;
  }
  return sql<SqlBool>`(${contains('c.search_text', words)} or c.author_id = any(array(${authors})))`;
}

/** The contents a filter keeps, from library_contents as c, before any join. */
function filtered(db: Db, f: ContentFilter) {
  return db.selectFrom('library_contents as c').where((eb) => {
    const conditions = [];
    // The viewer's own unconfirmed contents, unless withheld (hidden by a
    // rollback, or the viewer suspended): those only administrators see.
    const ownUnconfirmed = () =>
      eb.and([
        eb('c.author_id', '=', f.viewerId ?? 0),
        eb('c.hidden_at', 'is', null),
        eb.not(isSuspended('c.author_id')),
      ]);
    if (f.mine) {
      conditions.push(eb('c.author_id', '=', f.viewerId ?? 0));
      if (!f.all) conditions.push(eb.or([eb('c.confirmed', '=', 1), ownUnconfirmed()]));
    } else if (!f.all) {
      conditions.push(
        f.viewerId === null
          ? eb('c.confirmed', '=', 1)
          : eb.or([eb('c.confirmed', '=', 1), ownUnconfirmed()]),
      );
    }
    if (f.starred) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('library_stars as s')
            .select('s.user_id')
            .whereRef('s.content_id', '=', 'c.id')
            .where('s.user_id', '=', f.viewerId ?? 0),
        ),
      );
    }
    if (f.category !== undefined) conditions.push(eb('c.category_id', '=', f.category));
    if (f.culture !== undefined) conditions.push(eb('c.culture_id', '=', f.culture));
    if (f.q) conditions.push(textMatches(db, f.q.toLowerCase()));
    return eb.and(conditions);
  });
}

/** A content as the API shows it, labels in `language`, starred for `viewerId`. */
function withDetails(
  query: ReturnType<typeof filtered>,
  language: SiteLanguage,
  viewerId: number | null,
) {
  return query
    .innerJoin('library_categories as cat', 'cat.id', 'c.category_id')
    .innerJoin('library_cultures as cu', 'cu.id', 'c.culture_id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.version',
      'c.category_id',
      'c.culture_id',
      `cat.label_${language} as catlabel`,
      `cu.label_${language} as cultlabel`,
      loginOf('c.author_id').as('author'),
      'c.author_id',
      'c.confirmed',
      'c.nbview',
      'c.nbdl',
      'c.nbstars',
      'c.nbcomments',
      'c.file_name',
      'c.file_original_name',
      'c.file_size',
      'c.file_sha512',
      'c.file_type',
      'c.created_at',
      'c.modified_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('library_images as i')
        .select('i.previewname')
        .whereRef('i.content_id', '=', 'c.id')
        .orderBy('i.pos')
        .orderBy('i.id')
        .limit(1)
        .as('previewname'),
      eb
        .exists(
          eb
            .selectFrom('library_stars as s')
            .select('s.user_id')
            .whereRef('s.content_id', '=', 'c.id')
            .where('s.user_id', '=', viewerId ?? 0),
        )
        .as('starred'),
    ]);
}

export type ContentRow = NonNullable<Awaited<ReturnType<typeof findContent>>>;

const SORTS = {
  recent: ['c.created_at', 'desc'],
  oldest: ['c.created_at', 'asc'],
  downloads: ['c.nbdl', 'desc'],
  views: ['c.nbview', 'desc'],
  stars: ['c.nbstars', 'desc'],
} as const;

const ordered = <T extends ReturnType<typeof filtered>>(query: T, sort: LibrarySort): T => {
  const [column, direction] = SORTS[sort];
  return query.orderBy(column, direction).orderBy('c.id', sort === 'oldest' ? 'asc' : 'desc') as T;
};

export function listContents(
  db: Db,
  filter: ContentFilter,
  language: SiteLanguage,
  sort: LibrarySort,
  page?: { offset: number; limit: number },
) {
  // The page's ids first, read along the sort's index; the details (labels,
  // author, preview, star) only for those, never for the rows skipped over.
  let ids = ordered(filtered(db, filter), sort).select('c.id');
  if (page) ids = ids.limit(page.limit).offset(page.offset);
  const contents = db.selectFrom('library_contents as c').where('c.id', 'in', ids);
  return ordered(withDetails(contents, language, filter.viewerId), sort).execute();
}

/** Every id the filter keeps, in the sort's order. */
export async function listIds(db: Db, filter: ContentFilter, sort: LibrarySort): Promise<number[]> {
  const rows = await ordered(filtered(db, filter), sort).select('c.id').execute();
  return rows.map((row) => row.id);
}

/** These contents with their details, in the order of `ids`. */
export async function listContentsById(
  db: Db,
  ids: number[],
  language: SiteLanguage,
  viewerId: number | null,
): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  const contents = db.selectFrom('library_contents as c').where('c.id', 'in', ids);
  const rows = await withDetails(contents, language, viewerId).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * How many contents a filter keeps. Without free text, mine or starred, the
 * confirmed contents are summed from library_counts (kept by triggers) and a
 * member's own unconfirmed ones counted through the author index.
 */
export async function countContents(db: Db, f: ContentFilter): Promise<number> {
  if (f.q || f.mine || f.starred) {
    const row = await filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const summed = db
    .selectFrom('library_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .$if(!f.all, (q) => q.where('confirmed', '=', 1))
    .$if(f.category !== undefined, (q) => q.where('category_id', '=', f.category ?? 0))
    .$if(f.culture !== undefined, (q) => q.where('culture_id', '=', f.culture ?? 0));
  const own =
    f.all || f.viewerId === null
      ? undefined
      : db
          .selectFrom('library_contents as c')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('c.author_id', '=', f.viewerId)
          .where('c.confirmed', '=', 0)
          .where('c.hidden_at', 'is', null)
          .where((eb) => eb.not(isSuspended('c.author_id')))
          .$if(f.category !== undefined, (q) => q.where('c.category_id', '=', f.category ?? 0))
          .$if(f.culture !== undefined, (q) => q.where('c.culture_id', '=', f.culture ?? 0));
  const [confirmed, unconfirmed] = await Promise.all([
    summed.executeTakeFirstOrThrow(),
    own?.executeTakeFirstOrThrow(),
  ]);
  return Number(confirmed.n) + Number(unconfirmed?.n ?? 0);
}

export function findContent(db: Db, id: number, language: SiteLanguage, viewerId: number | null) {
  const everything = { viewerId, all: true, mine: false, starred: false };
  return withDetails(filtered(db, everything), language, viewerId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export async function insertContent(
  db: Db,
  content: Insertable<LibraryContentsTable>,
): Promise<number> {
  const row = await db
    .insertInto('library_contents')
    .values(content)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContent(
  db: Db,
  id: number,
  changes: Updateable<LibraryContentsTable>,
): Promise<void> {
  await db.updateTable('library_contents').set(changes).where('id', '=', id).execute();
}

export interface StoredFile {
  file_name: string;
  file_original_name: string;
  file_size: number;
  file_sha512: string;
  file_type: string;
}

/**
 * Records a new archive and answers the name of the one it replaces (null
 * when there was none), or undefined when the content is gone. Compared and
 * set in one statement, so two uploads at once each get back a different
 * previous name and no file is left behind.
 */
export async function replaceFile(
  db: Db,
  id: number,
  file: StoredFile,
  now: Date,
): Promise<string | null | undefined> {
  for (;;) {
    const current = await db
      .selectFrom('library_contents')
      .select('file_name')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return undefined;
    const previous = current.file_name;
    const result = await db
      .updateTable('library_contents')
      .set({ ...file, modified_at: now.toISOString() })
      .where('id', '=', id)
      .where((eb) =>
        previous === null ? eb('file_name', 'is', null) : eb('file_name', '=', previous),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return previous;
  }
}

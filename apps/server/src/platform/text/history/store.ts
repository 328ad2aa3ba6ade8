import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../http/errors.ts';

type Db = Kysely<Database>;

/** One version of a text, with the login of its author (null once the account is gone). */
export interface TextVersion {
  id: number;
  subject: string;
  version: number;
  /** Null: the text was removed in this version. */
  body: string | null;
  authorId: number | null;
  authorLogin: string | null;
  createdAt: string;
}

/** A version without its text, for history lists. */
export type TextVersionSummary = Omit<TextVersion, 'body'> & { removed: boolean };

export interface NewTextVersion {
  subject: string;
  /** The version the author started from; 0 for a subject with no version yet. */
  basedOn: number;
  body: string | null;
  authorId: number | null;
  createdAt: Date;
}

function versionsOf(db: Db, subject: string) {
  return db
    .selectFrom('text_versions as v')
    .leftJoin('users as u', 'u.id', 'v.author_id')
    .where('v.subject', '=', subject)
    .select([
      'v.id',
      'v.subject',
      'v.version',
      'v.author_id as authorId',
      'u.login as authorLogin',
      'v.created_at as createdAt',
    ]);
}

/** The newest version of a subject, with its text; undefined when it has none. */
export function latestVersion(db: Db, subject: string): Promise<TextVersion | undefined> {
  return versionsOf(db, subject)
    .select('v.body')
    .orderBy('v.version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One version of a subject, with its text. */
export function findVersion(
  db: Db,
  subject: string,
  version: number,
): Promise<TextVersion | undefined> {
  return versionsOf(db, subject)
    .select('v.body')
    .where('v.version', '=', version)
    .executeTakeFirst();
}

/** Every version of a subject, newest first, without the texts. */
export async function listVersions(db: Db, subject: string): Promise<TextVersionSummary[]> {
  const rows = await versionsOf(db, subject)
    .select((eb) => eb('v.body', 'is', null).as('removed'))
    .orderBy('v.version', 'desc')
    .execute();
  // SQLite answers the comparison as 0/1, PostgreSQL as a boolean.
  return rows.map((row) => ({ ...row, removed: Boolean(row.removed) }));
}

/**
 * Writes version basedOn + 1. When someone else saved since `basedOn` was
 * read, answers 409 CONFLICT instead of overwriting their edit. Two
 * concurrent appends on the same version cannot both pass: the unique
 * (subject, version) index lets one insert and turns the other into a no-op.
 */
export async function appendVersion(db: Db, input: NewTextVersion): Promise<TextVersion> {
  if (!Number.isInteger(input.basedOn) || input.basedOn < 0) {
    throw new AppError(400, 'INVALID_INPUT', 'basedOn');
  }
  const latest = await latestVersion(db, input.subject);
  if ((latest?.version ?? 0) !== input.basedOn) throw new AppError(409, 'CONFLICT');
  const inserted = await db
    .insertInto('text_versions')
    .values({
      subject: input.subject,
      version: input.basedOn + 1,
      body: input.body,
      author_id: input.authorId,
      created_at: input.createdAt.toISOString(),
    })
    .onConflict((oc) => oc.columns(['subject', 'version']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError(409, 'CONFLICT');
  const written = await findVersion(db, input.subject, input.basedOn + 1);
  if (!written) throw new Error('text version vanished right after being written');
  return written;
}

/** Every version of a subject with its text, oldest first. */
export function listVersionTexts(db: Db, subject: string): Promise<TextVersion[]> {
  return versionsOf(db, subject).select('v.body').orderBy('v.version', 'asc').execute();
}

/**
 * Runs a write made on top of the latest version again while another version
 * lands first (409 CONFLICT from appendVersion), up to `attempts` times; each
 * run reads the latest version anew.
 */
export async function onTopOfLatest<T>(attempts: number, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      const conflict = err instanceof AppError && err.key === 'CONFLICT';
      if (!conflict || attempt >= attempts) throw err;
    }
  }
}

/** One text an account changed since a time: its first version there, and how many it wrote. */
export interface AccountEdits {
  subject: string;
  first: number;
  count: number;
}

/** The texts under a subject prefix that an account wrote versions of since a time (an area's rollback). */
export async function listAccountEdits(
  db: Db,
  subjectPrefix: string,
  accountId: number,
  since: string,
): Promise<AccountEdits[]> {
  const rows = await db
    .selectFrom('text_versions')
    .select((eb) => [
      'subject',
      eb.fn.min<number>('version').as('first'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('subject', 'like', `${subjectPrefix}%`)
    .where('author_id', '=', accountId)
    .where('created_at', '>=', since)
    .groupBy('subject')
    .orderBy('subject')
    .execute();
  // PostgreSQL's count arrives as a bigint parsed to a number, SQLite's as a number.
  return rows.map((row) => ({ ...row, first: Number(row.first), count: Number(row.count) }));
}

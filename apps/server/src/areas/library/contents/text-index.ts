import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** Whether the library's text search runs on SQLite (FTS5) rather than PostgreSQL (trigrams). */
export const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** FTS5's trigram tokenizer: a quoted phrase is a substring of the text. */
export const ftsPhrase = (words: string) => `"${words.replace(/"/g, '""')}"`;

import type { Kysely } from 'kysely';
import { LANG_FILE_KEY, parseLangFile, splitContent } from '@millenaire/modfiles';
import type { Database } from '../../../db/database.ts';
import { findFile } from '../file-repository.ts';
import { latestText } from '../file-write.ts';

type Db = Kysely<Database>;

/** Per database (tests run several apps in one process), per language: the last version parsed. */
const cache = new WeakMap<Db, Map<string, { revision: number; entries: Map<string, string> }>>();

/**
 * The entries of a language's `<locale>.lang` file (key → first line), for
 * other areas that show the mod's own names. Parsed once per saved version.
 */
export async function langFileEntries(db: Db, language: string): Promise<Map<string, string>> {
  const file = await findFile(db, language, LANG_FILE_KEY);
  if (!file) return new Map();
  const perDb = cache.get(db) ?? new Map();
  cache.set(db, perDb);
  const cached = perDb.get(language);
  if (cached?.revision === file.revision) return cached.entries;
  const { elements } = splitContent(
    parseLangFile(await latestText(db, language, LANG_FILE_KEY), LANG_FILE_KEY),
  );
  const entries = new Map(Object.entries(elements).map(([k, lines]) => [k, lines[0] ?? '']));
  perDb.set(language, { revision: file.revision, entries });
  return entries;
}

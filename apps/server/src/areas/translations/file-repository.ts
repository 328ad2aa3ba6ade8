import type { Kysely } from 'kysely';
import type { TranslationFileInfo } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import { loginOf } from '../../db/authors.ts';

type Db = Kysely<Database>;

export interface FileRow {
  language: string;
  filekey: string;
  filename: string;
  revision: number;
  version: string | null;
  authorId: number | null;
  elementCount: number;
  translatedCount: number;
  createdAt: string;
}

function filesWithAuthors(db: Db) {
  return db
    .selectFrom('translation_files as f')
    .select([
      'f.filekey',
      'f.filename',
      'f.language',
      loginOf('f.author_id').as('author'),
      'f.version',
      'f.created_at as createdon',
      'f.element_count as elementcount',
      'f.revision',
      'f.translated_count',
      'f.review_count as toreview',
    ]);
}

type InfoRow = Omit<TranslationFileInfo, 'percentage' | 'checks' | 'suggestions'> & {
  translated_count: number;
};

/** Completion of each file needs the English file's element count next to it. */
export async function listFileInfos(
  db: Db,
  language: string,
  reference: string,
  filekey?: string,
): Promise<(InfoRow & { referenceCount: number | null; referenceRevision: number | null })[]> {
  let query = filesWithAuthors(db)
    .leftJoin('translation_files as r', (join) =>
      join.onRef('r.filekey', '=', 'f.filekey').on('r.language', '=', reference),
    )
    .select(['r.element_count as referenceCount', 'r.revision as referenceRevision'])
    .where('f.language', '=', language);
  if (filekey !== undefined) query = query.where('f.filekey', '=', filekey);
  return query.orderBy('f.filekey').execute();
}

export async function findFile(
  db: Db,
  language: string,
  filekey: string,
): Promise<FileRow | undefined> {
  return db
    .selectFrom('translation_files')
    .where('language', '=', language)
    .where('filekey', '=', filekey)
    .select([
      'language',
      'filekey',
      'filename',
      'revision',
      'version',
      'author_id as authorId',
      'element_count as elementCount',
      'translated_count as translatedCount',
      'created_at as createdAt',
    ])
    .executeTakeFirst();
}

/** Some language has a file of this key: a translation of it may be started. */
export async function findAnyFile(db: Db, filekey: string): Promise<FileRow | undefined> {
  const row = await db
    .selectFrom('translation_files')
    .where('filekey', '=', filekey)
    .select('language')
    .orderBy('language')
    .limit(1)
    .executeTakeFirst();
  return row ? findFile(db, row.language, filekey) : undefined;
}

export async function upsertFile(db: Db, row: FileRow): Promise<void> {
  const values = {
    language: row.language,
    filekey: row.filekey,
    filename: row.filename,
    revision: row.revision,
    version: row.version,
    author_id: row.authorId,
    element_count: row.elementCount,
    translated_count: row.translatedCount,
    created_at: row.createdAt,
  };
  await db
    .insertInto('translation_files')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['language', 'filekey']).doUpdateSet({
        filename: values.filename,
        revision: values.revision,
        version: values.version,
        author_id: values.author_id,
        element_count: values.element_count,
        translated_count: values.translated_count,
        created_at: values.created_at,
      }),
    )
    .execute();
}

/** The other languages' files of a key, to measure again after the reference changed. */
export async function listTranslationsOf(
  db: Db,
  filekey: string,
  except: string,
): Promise<{ language: string }[]> {
  return db
    .selectFrom('translation_files')
    .where('filekey', '=', filekey)
    .where('language', '!=', except)
    .select('language')
    .execute();
}

export async function updateTranslatedCount(
  db: Db,
  language: string,
  filekey: string,
  translatedCount: number,
): Promise<void> {
  await db
    .updateTable('translation_files')
    .set({ translated_count: translatedCount })
    .where('language', '=', language)
    .where('filekey', '=', filekey)
    .execute();
}

/** Every file of a language (or of all), in a stable order, for the archives. */
export async function listFileNames(
  db: Db,
  language?: string,
): Promise<{ language: string; filekey: string; filename: string; revision: number }[]> {
  let query = db
    .selectFrom('translation_files')
    .select(['language', 'filekey', 'filename', 'revision']);
  if (language !== undefined) query = query.where('language', '=', language);
  return query.orderBy('language').orderBy('filekey').execute();
}

/** Each file key of a language with its latest revision. */
export async function fileRevisions(db: Db, language: string): Promise<Map<string, number>> {
  const files = await listFileNames(db, language);
  return new Map(files.map((file) => [file.filekey, file.revision]));
}

import type { Kysely } from 'kysely';
import {
  diffElements,
  isTranslated,
  parseLangFile,
  splitContent,
  type SplitContent,
} from '@millenaire/modfiles';
import type { Database } from '../../../db/database.ts';
import { appendVersion, latestVersion } from '../../../infra/history/store.ts';
import { insertChange } from '../changes/repository.ts';
import { COMPLETION_REFERENCE, subjectOf } from '../deps.ts';
import {
  findFile,
  listTranslationsOf,
  updateTranslatedCount,
  upsertFile,
  type FileRow,
} from './repository.ts';

type Db = Kysely<Database>;

export interface NewFileVersion {
  language: string;
  filekey: string;
  filename: string;
  text: string;
  /** The revision the text was made from; 0 for a new file. */
  basedOn: number;
  version: string | null;
  authorId: number | null;
  initialImport: boolean;
  createdAt: Date;
  /** The elements before and after, when the caller has parsed them already. */
  parsed?: { before: SplitContent['elements']; after: SplitContent['elements'] };
}

/** The latest text of a file, '' when it has none. */
export async function latestText(db: Db, language: string, filekey: string): Promise<string> {
  return (await latestVersion(db, subjectOf(language, filekey)))?.body ?? '';
}

export async function elementsOf(
  db: Db,
  language: string,
  filekey: string,
): Promise<SplitContent['elements']> {
  return splitContent(parseLangFile(await latestText(db, language, filekey), filekey)).elements;
}

/** Per database, per file key: the reference's elements at their last revision read. */
const referenceCache = new WeakMap<
  Db,
  Map<string, { revision: number; elements: SplitContent['elements'] }>
>();

/**
 * The English elements of a file key, parsed once per saved version: every
 * save of a translation measures itself against them.
 */
export async function referenceElements(
  db: Db,
  filekey: string,
): Promise<SplitContent['elements']> {
  const file = await findFile(db, COMPLETION_REFERENCE, filekey);
  if (!file) return {};
  const perDb = referenceCache.get(db) ?? new Map();
  referenceCache.set(db, perDb);
  const cached = perDb.get(filekey);
  if (cached?.revision === file.revision) return cached.elements;
  const elements = await elementsOf(db, COMPLETION_REFERENCE, filekey);
  perDb.set(filekey, { revision: file.revision, elements });
  return elements;
}

/** How many elements of the reference file a file translates. */
function translatedCount(reference: SplitContent['elements'], own: SplitContent['elements']) {
  return Object.keys(reference).filter((key) => isTranslated(own, key)).length;
}

/**
 * Writes a new version of a file: its text, the file's latest state and the
 * change record, all or nothing. A version based on an older revision than
 * the latest answers 409 CONFLICT (from the history store) and writes nothing.
 */
export async function writeFileVersion(db: Db, input: NewFileVersion): Promise<FileRow> {
  const { language, filekey } = input;
  const before = input.parsed?.before ?? (await elementsOf(db, language, filekey));
  const after = input.parsed?.after ?? splitContent(parseLangFile(input.text, filekey)).elements;
  const isReference = language === COMPLETION_REFERENCE;
  const reference = isReference ? after : await referenceElements(db, filekey);
  const inOneGo = (work: (trx: Db) => Promise<FileRow>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const row = await inOneGo(async (trx) => {
    const written = await appendVersion(trx, {
      subject: subjectOf(language, filekey),
      basedOn: input.basedOn,
      body: input.text,
      authorId: input.authorId,
      createdAt: input.createdAt,
    });
    const file: FileRow = {
      language,
      filekey,
      filename: input.filename,
      revision: written.version,
      version: input.version,
      authorId: input.authorId,
      elementCount: Object.keys(after).length,
      translatedCount: translatedCount(reference, after),
      createdAt: input.createdAt.toISOString(),
    };
    await upsertFile(trx, file);
    await insertChange(trx, {
      language,
      filekey,
      filename: input.filename,
      revision: written.version,
      version: input.version,
      author_id: input.authorId,
      element_count: file.elementCount,
      initial_import: input.initialImport ? 1 : 0,
      changes: JSON.stringify(diffElements(before, after)),
      created_at: file.createdAt,
    });
    return file;
  });
  if (isReference) await measureTranslationsAgain(db, filekey, after);
  return row;
}

/** After the reference file changed, every translation of it is measured against the new one. */
async function measureTranslationsAgain(
  db: Db,
  filekey: string,
  reference: SplitContent['elements'],
): Promise<void> {
  for (const { language } of await listTranslationsOf(db, filekey, COMPLETION_REFERENCE)) {
    const own = await elementsOf(db, language, filekey);
    await updateTranslatedCount(db, language, filekey, translatedCount(reference, own));
  }
}

export { findFile };

import type { Kysely } from 'kysely';
import {
  diffElements,
  isTranslated,
  parseLangFile,
  referenceChanges,
  splitContent,
  type SplitContent,
} from '@millenaire/modfiles';
import type { Database } from '../../db/database.ts';
import { appendVersion, latestVersion } from '../../platform/text/history/store.ts';
import { insertChange } from './change-repository.ts';
import { closeGone } from './member-suggestions/repository.ts';
import { countReviews, forgetElements, markToReview, setReviewed } from './review-state.ts';
import { COMPLETION_REFERENCE, subjectOf } from './deps.ts';
import {
  findFile,
  listTranslationsOf,
  updateTranslatedCount,
  upsertFile,
  type FileRow,
} from './file-repository.ts';
import { Cache } from '../../platform/cache/cache.ts';

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
  /** The revision this version puts back, when it restores one from the history. */
  restoredFrom?: number;
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

/** A file's elements at one revision, parsed once. */
export interface ParsedFile {
  revision: number;
  elements: SplitContent['elements'];
}

/**
 * Per database, per language and file key: the elements of the revision last
 * read, the least recently used dropped first past PARSED_FILES (the English
 * files every save measures against, and the languages being searched).
 */
const parsedCache = new WeakMap<Db, Cache<ParsedFile>>();
const PARSED_FILES = 400;

/** The elements of a file at `revision` (its latest, as `translation_files` says), parsed once. */
export async function elementsAt(
  db: Db,
  language: string,
  filekey: string,
  revision: number,
): Promise<SplitContent['elements']> {
  const perDb =
    parsedCache.get(db) ?? new Cache<ParsedFile>({ maxEntries: PARSED_FILES, maxAgeMs: Infinity });
  parsedCache.set(db, perDb);
  const key = `${language}/${filekey}`;
  const cached = perDb.get(key);
  if (cached?.revision === revision) return cached.elements;
  const elements = await elementsOf(db, language, filekey);
  perDb.set(key, { revision, elements });
  return elements;
}

/**
 * The English elements of a file key, parsed once per saved version: every
 * save of a translation measures itself against them.
 */
export async function referenceElements(
  db: Db,
  filekey: string,
): Promise<SplitContent['elements']> {
  const file = await findFile(db, COMPLETION_REFERENCE, filekey);
  return file ? elementsAt(db, COMPLETION_REFERENCE, filekey, file.revision) : {};
}

/** How many elements of the reference file a file translates. */
function translatedCount(reference: SplitContent['elements'], own: SplitContent['elements']) {
  return Object.keys(reference).filter((key) => isTranslated(own, key)).length;
}

/**
 * Writes a new version of a file: its text, the file's latest state and the
 * change record, all or nothing. A version based on an older revision than
 * the latest answers 409 CONFLICT (from the history store) and writes nothing.
 * A new English file measures every translation of it again and puts the
 * lines whose English changed up for review; a translation's own changed
 * lines are reviewed by the change.
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
      restored_from: input.restoredFrom ?? null,
    });
    if (isReference) {
      await measureTranslationsAgain(trx, filekey, before, after, file.createdAt);
      // Members' suggestions for elements the English dropped are closed, not lost.
      await closeGone(trx, filekey, null, after, file.createdAt);
    } else {
      await reviewedBySaving(trx, input, before, after);
    }
    return file;
  });
  return row;
}

/**
 * After the reference file changed, every translation of it is measured
 * against the new one, and each translated element whose English changed is
 * to review in that language.
 */
async function measureTranslationsAgain(
  db: Db,
  filekey: string,
  before: SplitContent['elements'],
  reference: SplitContent['elements'],
  at: string,
): Promise<void> {
  const { changed, removed } = referenceChanges(before, reference);
  for (const { language } of await listTranslationsOf(db, filekey, COMPLETION_REFERENCE)) {
    const own = await elementsOf(db, language, filekey);
    await updateTranslatedCount(db, language, filekey, translatedCount(reference, own));
    const toReview = changed
      .filter((element) => isTranslated(own, element))
      .map((element) => ({ element, before: before[element]!, after: reference[element]! }));
    await markToReview(db, language, filekey, toReview, at);
  }
  await forgetElements(db, filekey, removed);
  await countReviews(db, filekey);
}

/** The lines a translation's new version changed are reviewed by whoever wrote it. */
async function reviewedBySaving(
  db: Db,
  input: NewFileVersion,
  before: SplitContent['elements'],
  after: SplitContent['elements'],
): Promise<void> {
  const touched = [...new Set(diffElements(before, after).map((change) => change.element))];
  if (touched.length === 0) return;
  const at = input.createdAt.toISOString();
  const review = { at, by: input.authorId };
  // Most saves touch no line to review: the file's count is left as it is.
  if ((await setReviewed(db, input.language, input.filekey, touched, review)) === 0) return;
  await countReviews(db, input.filekey, input.language);
}

export { findFile };

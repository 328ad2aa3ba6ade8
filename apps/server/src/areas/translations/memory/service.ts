import {
  SUGGESTIONS_PER_ELEMENT,
  type TranslationSuggestion,
  type TranslationSuggestions,
} from '@millenaire/contracts';
import { isTranslated, mapPlaceholders, relatedLanguages } from '@millenaire/modfiles';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { fileRevisions, findFile } from '../file-repository.ts';
import { ensureLanguage } from '../file-info.ts';
import { elementsAt } from '../file-write.ts';
import { TranslationMemory } from './memory-index.ts';
import { Cache } from '../../../platform/cache/cache.ts';

type Db = Kysely<Database>;
type Elements = Record<string, string[]>;

/** What one source gives at most: the rest of an element's suggestions come from the others. */
const SAME = 3;
const SIMILAR = 3;
const RELATED = 2;
/** Elements worked through between two turns of the event loop. */
const ELEMENTS_PER_TURN = 200;

/** A language's memory against one reference language, as of its files' revisions. */
interface Loaded {
  signature: string;
  memory: TranslationMemory;
  /** Each file's answer, as of the related languages' revisions of it. */
  answers: Cache<TranslationSuggestions>;
}

/**
 * Per database, the memories of the languages last asked (a few translators
 * at a time), built once per set of revisions: a save anywhere in the
 * language changes its signature, read from the database at every request,
 * so every instance sees it at once.
 */
const loadedMemories = new WeakMap<Db, Cache<Promise<Loaded>>>();
const CACHED_MEMORIES = 4;
const CACHED_ANSWERS = 16;

function signatureOf(...revisions: Map<string, number>[]): string {
  return revisions
    .map((files) => [...files].map(([filekey, revision]) => `${filekey}:${revision}`).join(','))
    .join('|');
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every translated element of a language, with its reference lines. */
async function buildMemory(
  db: Db,
  language: string,
  reference: string,
  ownFiles: Map<string, number>,
  referenceFiles: Map<string, number>,
): Promise<TranslationMemory> {
  const memory = new TranslationMemory();
  for (const [filekey, revision] of ownFiles) {
    const referenceRevision = referenceFiles.get(filekey);
    if (referenceRevision === undefined) continue;
    const own = await elementsAt(db, language, filekey, revision);
    const source = await elementsAt(db, reference, filekey, referenceRevision);
    for (const [element, lines] of Object.entries(own)) {
      if (!isTranslated(own, element) || !Object.hasOwn(source, element)) continue;
      const sourceLines = source[element]!;
      if (sourceLines.every((line) => line.trim() === '')) continue;
      memory.add({ filekey, element, source: sourceLines, lines });
    }
  }
  return memory;
}

async function memoryOf(
  db: Db,
  language: string,
  reference: string,
  ownFiles: Map<string, number>,
  referenceFiles: Map<string, number>,
): Promise<Loaded> {
  const perDb =
    loadedMemories.get(db) ??
    new Cache<Promise<Loaded>>({ maxEntries: CACHED_MEMORIES, maxAgeMs: Infinity });
  loadedMemories.set(db, perDb);
  const key = `${language}/${reference}`;
  const signature = signatureOf(ownFiles, referenceFiles);
  const cached = perDb.get(key);
  if (cached && (await cached).signature === signature) return cached;
  // Requests arriving while it is built wait for the same one.
  const building = buildMemory(db, language, reference, ownFiles, referenceFiles).then(
    (memory) => ({
      signature,
      memory,
      answers: new Cache<TranslationSuggestions>({
        maxEntries: CACHED_ANSWERS,
        maxAgeMs: Infinity,
      }),
    }),
  );
  perDb.set(key, building);
  building.catch(() => {
    if (perDb.get(key) === building) perDb.delete(key);
  });
  return building;
}

const linesKey = (lines: readonly string[]) => lines.join('\n');

/** The suggestions of one element, best first, without repeats or its own translation. */
function suggestionsFor(
  memory: TranslationMemory,
  filekey: string,
  element: string,
  source: string[],
  current: string[] | undefined,
  related: { language: string; elements: Elements }[],
  language: string,
): TranslationSuggestion[] {
  const found: TranslationSuggestion[] = [];
  const seen = new Set(current ? [linesKey(current)] : []);
  const offer = (suggestion: Omit<TranslationSuggestion, 'uses'>) => {
    const key = linesKey(suggestion.lines);
    const earlier = found.find((s) => linesKey(s.lines) === key);
    if (earlier?.kind === suggestion.kind) earlier.uses++;
    else if (!seen.has(key)) found.push({ ...suggestion, uses: 1 });
    seen.add(key);
  };
  const isSelf = (entry: { filekey: string; element: string }) =>
    entry.filekey === filekey && entry.element === element;

  for (const entry of memory.same(source)) {
    if (isSelf(entry)) continue;
    offer({ kind: 'same', lines: entry.lines, similarity: 100, language, ...where(entry) });
  }
  // The most used translation of the same text first.
  found.sort((a, b) => b.uses - a.uses);
  found.splice(SAME);
  for (const { entry, similarity } of memory.similar(source, SIMILAR)) {
    const lines = entry.lines.map((line, i) =>
      mapPlaceholders(entry.source[i] ?? '', source[i] ?? '', line),
    );
    offer({ kind: 'similar', lines, similarity, language, ...where(entry) });
  }
  for (const { language: other, elements } of related) {
    if (!isTranslated(elements, element)) continue;
    offer({
      kind: 'related',
      lines: elements[element]!,
      similarity: 0,
      language: other,
      filekey,
      element,
    });
  }
  return found.slice(0, SUGGESTIONS_PER_ELEMENT);
}

const where = (entry: { filekey: string; element: string }) => ({
  filekey: entry.filekey,
  element: entry.element,
});

/**
 * The translation memory's suggestions for every element of a file: the
 * language's translations of the same reference text elsewhere, of similar
 * texts (placeholders renamed to the element's), then the same element in
 * related languages. Cached per file until a revision it was made from changes.
 */
export async function suggestFile(
  deps: TranslationsDeps,
  language: string,
  filekey: string,
  referenceLanguage = COMPLETION_REFERENCE,
): Promise<TranslationSuggestions> {
  const { db } = deps;
  await ensureLanguage(deps, language);
  if (referenceLanguage !== language) await ensureLanguage(deps, referenceLanguage);
  const [ownFiles, referenceFiles] = await Promise.all([
    fileRevisions(db, language),
    fileRevisions(db, referenceLanguage),
  ]);
  const referenceRevision = referenceFiles.get(filekey);
  if (referenceRevision === undefined && !ownFiles.has(filekey)) throw notFound();
  // Nothing to translate from: no suggestion.
  if (referenceLanguage === language || referenceRevision === undefined) return { suggestions: {} };
  const loaded = await memoryOf(db, language, referenceLanguage, ownFiles, referenceFiles);

  const relatedFiles: { language: string; revision: number }[] = [];
  for (const other of relatedLanguages(language)) {
    if (other === referenceLanguage || relatedFiles.length === RELATED) continue;
    const file = await findFile(db, other, filekey);
    if (file) relatedFiles.push({ language: other, revision: file.revision });
  }
  const answerKey = `${filekey}|${relatedFiles.map((f) => `${f.language}:${f.revision}`).join(',')}`;
  const cached = loaded.answers.get(answerKey);
  if (cached) return cached;

  const reference = await elementsAt(db, referenceLanguage, filekey, referenceRevision);
  const ownRevision = ownFiles.get(filekey);
  const own = ownRevision === undefined ? {} : await elementsAt(db, language, filekey, ownRevision);
  const related = await Promise.all(
    relatedFiles.map(async (file) => ({
      language: file.language,
      elements: await elementsAt(db, file.language, filekey, file.revision),
    })),
  );
  const suggestions: TranslationSuggestions['suggestions'] = {};
  let worked = 0;
  for (const [element, source] of Object.entries(reference)) {
    if (++worked % ELEMENTS_PER_TURN === 0) await turn();
    if (source.every((line) => line.trim() === '')) continue;
    const current = isTranslated(own, element) ? own[element] : undefined;
    const found = suggestionsFor(
      loaded.memory,
      filekey,
      element,
      source,
      current,
      related,
      language,
    );
    if (found.length > 0) suggestions[element] = found;
  }
  loaded.answers.set(answerKey, { suggestions });
  return { suggestions };
}

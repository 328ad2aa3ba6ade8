import {
  searchFold,
  TRANSLATION_SEARCH_LIMIT,
  type TranslationSearch,
  type TranslationSearchHit,
  type TranslationSearchQuery,
} from '@millenaire/contracts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { fileRevisions } from '../file-repository.ts';
import { ensureLanguage } from '../file-info.ts';
import { elementsAt } from '../file-write.ts';

type Elements = Record<string, string[]>;
type Folded = Record<string, { key: string; lines: string[] }>;

/**
 * Each parsed file's keys and lines as a search compares them, folded once:
 * the parsed elements are kept per revision (elementsAt), so this is too, and
 * a search costs substring tests only, whatever text it asks.
 */
const foldedFiles = new WeakMap<Elements, Folded>();

function foldedOf(elements: Elements): Folded {
  let folded = foldedFiles.get(elements);
  if (!folded) {
    folded = {};
    for (const [element, lines] of Object.entries(elements)) {
      folded[element] = { key: searchFold(element), lines: lines.map(searchFold) };
    }
    foldedFiles.set(elements, folded);
  }
  return folded;
}

const holds = (folded: Folded, element: string, needle: string) =>
  Object.hasOwn(folded, element) && folded[element]!.lines.some((line) => line.includes(needle));

/** A file the language does not have (one object, so its folding is kept too). */
const NO_ELEMENTS: Elements = Object.freeze({});

/**
 * The elements of a language's files (or of one) whose key, reference text
 * or translation holds the text asked, in file and element order, the first
 * TRANSLATION_SEARCH_LIMIT of them. Both languages' files are parsed once per
 * revision (elementsAt), so a translator's searches read the database for the
 * revisions only.
 */
export async function searchLanguage(
  deps: TranslationsDeps,
  language: string,
  query: TranslationSearchQuery,
): Promise<TranslationSearch> {
  const referenceLanguage = query.reference ?? COMPLETION_REFERENCE;
  await ensureLanguage(deps, language);
  if (referenceLanguage !== language) await ensureLanguage(deps, referenceLanguage);
  const needle = searchFold(query.q);
  const [ownFiles, referenceFiles] = await Promise.all([
    fileRevisions(deps.db, language),
    fileRevisions(deps.db, referenceLanguage),
  ]);
  const filekeys = [...new Set([...referenceFiles.keys(), ...ownFiles.keys()])]
    .filter((filekey) => query.filekey === undefined || filekey === query.filekey)
    .sort();
  const hits: TranslationSearchHit[] = [];
  for (const filekey of filekeys) {
    const parsed = async (of: string, files: Map<string, number>): Promise<Elements> => {
      const revision = files.get(filekey);
      return revision === undefined ? NO_ELEMENTS : elementsAt(deps.db, of, filekey, revision);
    };
    const reference = await parsed(referenceLanguage, referenceFiles);
    const own = await parsed(language, ownFiles);
    const [foldedReference, foldedOwn] = [foldedOf(reference), foldedOf(own)];
    const keys = new Set([...Object.keys(reference), ...Object.keys(own)]);
    for (const element of keys) {
      const referenceLines = Object.hasOwn(reference, element) ? reference[element] : undefined;
      const ownLines = Object.hasOwn(own, element) ? own[element] : undefined;
      const key = (foldedReference[element] ?? foldedOwn[element])!.key;
      const matched = key.includes(needle)
        ? 'key'
        : holds(foldedReference, element, needle)
          ? 'reference'
          : holds(foldedOwn, element, needle)
            ? 'translation'
            : null;
      if (matched === null) continue;
      if (hits.length === TRANSLATION_SEARCH_LIMIT) return { hits, more: true };
      hits.push({
        filekey,
        element,
        reference: referenceLines ?? [],
        translation: ownLines ?? null,
        matched,
      });
    }
  }
  return { hits, more: false };
}

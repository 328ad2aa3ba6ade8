import {
  searchFold,
  TRANSLATION_SEARCH_LIMIT,
  type TranslationSearch,
  type TranslationSearchHit,
  type TranslationSearchQuery,
} from '@millenaire/contracts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { listFileNames } from '../files/repository.ts';
import { ensureLanguage } from '../files/service.ts';
import { elementsAt } from '../files/write.ts';

const holds = (lines: string[] | undefined, needle: string) =>
  lines !== undefined && lines.some((line) => searchFold(line).includes(needle));

/** Each file key of a language with its latest revision. */
async function revisions(deps: TranslationsDeps, language: string): Promise<Map<string, number>> {
  const files = await listFileNames(deps.db, language);
  return new Map(files.map((file) => [file.filekey, file.revision]));
}

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
    revisions(deps, language),
    revisions(deps, referenceLanguage),
  ]);
  const filekeys = [...new Set([...referenceFiles.keys(), ...ownFiles.keys()])]
    .filter((filekey) => query.filekey === undefined || filekey === query.filekey)
    .sort();
  const hits: TranslationSearchHit[] = [];
  for (const filekey of filekeys) {
    const parsed = async (
      of: string,
      files: Map<string, number>,
    ): Promise<Record<string, string[]>> => {
      const revision = files.get(filekey);
      return revision === undefined ? {} : elementsAt(deps.db, of, filekey, revision);
    };
    const reference = await parsed(referenceLanguage, referenceFiles);
    const own = await parsed(language, ownFiles);
    const keys = new Set([...Object.keys(reference), ...Object.keys(own)]);
    for (const element of keys) {
      const referenceLines = Object.hasOwn(reference, element) ? reference[element] : undefined;
      const ownLines = Object.hasOwn(own, element) ? own[element] : undefined;
      const matched = searchFold(element).includes(needle)
        ? 'key'
        : holds(referenceLines, needle)
          ? 'reference'
          : holds(ownLines, needle)
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

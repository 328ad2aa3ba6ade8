import { useMemo } from 'react';
import type { TranslationFile } from '@millenaire/contracts/translations';
import { useSuggestions } from './api/get-suggestions';
import { useGlossary } from './api/glossary';
import { prepareGlossary } from './glossary';

/**
 * What the editor shows beside each line while it is edited line by line:
 * the translation memory's suggestions (for those who may edit) and the
 * language's glossary (its terms are English: only when the reference is).
 */
export function useLineAids(
  reference: TranslationFile,
  translation: TranslationFile,
  editable: boolean,
  lineByLine: boolean,
) {
  const suggestions = useSuggestions(
    translation.language,
    translation.filekey,
    reference.language,
    editable && lineByLine,
  );
  const terms = useGlossary(translation.language, reference.language === 'en' && lineByLine);
  const glossary = useMemo(
    () => (terms.data ? prepareGlossary(terms.data.terms) : undefined),
    [terms.data],
  );
  return { suggestions: suggestions.data?.suggestions, glossary };
}

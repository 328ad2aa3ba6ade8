import { useMutation, useQuery } from '@tanstack/react-query';
import type { GlossaryTermInput } from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { callEndpoint, endpointPrefix, endpointQuery } from '@/shared/api/endpoint';

/** A language's glossary: its administrators' terms and, in French, the encyclopedia's names. */
export function useGlossary(language: string, enabled = true) {
  return useQuery({
    ...endpointQuery(translationsEndpoints.glossary, { params: { language } }),
    enabled,
  });
}

const refresh = (language: string) => ({
  invalidate: [endpointPrefix(translationsEndpoints.glossary, { language })],
});

/** Adds a term or changes its translation (administrators). */
export function useAddTerm(language: string) {
  return useMutation({
    mutationFn: (body: GlossaryTermInput) =>
      callEndpoint(
        translationsEndpoints.addGlossaryTerm,
        { params: { language }, body },
        refresh(language),
      ),
  });
}

/** Removes a term, or puts a removed one back (its undo). */
export function useRemoveTerm(language: string) {
  return useMutation({
    mutationFn: ({ id, removed }: { id: number; removed: boolean }) =>
      callEndpoint(
        removed
          ? translationsEndpoints.removeGlossaryTerm
          : translationsEndpoints.restoreGlossaryTerm,
        { params: { language, id } },
        refresh(language),
      ),
  });
}

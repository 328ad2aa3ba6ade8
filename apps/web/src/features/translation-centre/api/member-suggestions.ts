import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MemberSuggestionInput,
  MemberSuggestionList,
} from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { ApiError } from '@/shared/api-client';
import { callEndpoint, endpointPrefix, endpointQuery, endpointUrl } from '@/shared/api/endpoint';
import { notifySuccess } from '@/shared/notify';
import { i18n, textsIn } from '@/shared/i18n';
import { NS } from '../i18n';
import { savedFileQueries } from './save-file';

const fileParams = (language: string, filekey: string) => ({ params: { language, filekey } });

/** A file's member suggestions in a language (one request for every row of the editor). */
export function useMemberSuggestions(language: string, filekey: string) {
  return useQuery({
    ...endpointQuery(translationsEndpoints.memberSuggestions, fileParams(language, filekey), {
      notify: false,
    }),
    retry: false,
  });
}

/** 409 with this field: another translator decided the suggestion first. */
export const isDecidedElsewhere = (error: unknown) =>
  error instanceof ApiError && error.status === 409;

function useSetList(language: string, filekey: string) {
  const queryClient = useQueryClient();
  const key = [endpointUrl(translationsEndpoints.memberSuggestions, fileParams(language, filekey))];
  return {
    set: (answer: MemberSuggestionList) => queryClient.setQueryData(key, answer),
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** A member suggests lines for one element; the overview's count follows. */
export function useSuggestLines(language: string, filekey: string) {
  const list = useSetList(language, filekey);
  return useMutation({
    mutationFn: (body: MemberSuggestionInput) =>
      callEndpoint(
        translationsEndpoints.suggestLine,
        { ...fileParams(language, filekey), body },
        { invalidate: [endpointPrefix(translationsEndpoints.files, { language })] },
      ),
    onSuccess: (answer) => {
      list.set(answer);
      notifySuccess(textsIn(i18n.language, NS)('memberSuggestions.sent'));
    },
  });
}

export type Decision =
  | { id: number; decision: 'accept'; lines?: string[] }
  | { id: number; decision: 'reject'; reason?: string };

/**
 * A translator accepts (a new version of the file, in the author's name) or
 * rejects a suggestion. Decided by someone else first: the list is read
 * again and the caller tells it on the spot.
 */
export function useDecideSuggestion(language: string, filekey: string) {
  const list = useSetList(language, filekey);
  return useMutation({
    mutationFn: (input: Decision) => {
      const params = { language, filekey, id: input.id };
      const options = { quiet: ['CONFLICT' as const] };
      return input.decision === 'accept'
        ? callEndpoint(
            translationsEndpoints.acceptSuggestion,
            { params, body: input.lines ? { lines: input.lines } : {} },
            { ...options, invalidate: savedFileQueries(language) },
          )
        : callEndpoint(
            translationsEndpoints.rejectSuggestion,
            { params, body: input.reason ? { reason: input.reason } : {} },
            { ...options, invalidate: [endpointPrefix(translationsEndpoints.files, { language })] },
          );
    },
    onSuccess: (answer, input) => {
      list.set(answer);
      const texts = textsIn(i18n.language, NS);
      notifySuccess(
        texts(
          input.decision === 'accept' ? 'memberSuggestions.accepted' : 'memberSuggestions.rejected',
        ),
      );
    },
    onError: (error) => (isDecidedElsewhere(error) ? list.refetch() : undefined),
  });
}

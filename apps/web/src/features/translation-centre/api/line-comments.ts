import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TranslationComment,
  TranslationCommentInput,
  TranslationCommentList,
} from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { callEndpoint, endpointQuery, endpointUrl } from '@/shared/api/endpoint';

const fileParams = (language: string, filekey: string) => ({ params: { language, filekey } });

/**
 * Every comment on the lines of a file, oldest first: one request per file,
 * shared by all its rows (each counts and lists its element's).
 */
export function useLineComments(language: string, filekey: string) {
  return useQuery(endpointQuery(translationsEndpoints.comments, fileParams(language, filekey)));
}

/** One element's comments out of the file's, oldest first. */
export function elementComments(
  list: TranslationCommentList | undefined,
  element: string,
): TranslationComment[] {
  return list?.comments.filter((comment) => comment.element === element) ?? [];
}

/** Puts a comment into the file's list (added or brought back) or takes it out (deleted). */
function useUpdateList(language: string, filekey: string) {
  const queryClient = useQueryClient();
  const key = [endpointUrl(translationsEndpoints.comments, fileParams(language, filekey))];
  return (comment: TranslationComment, present: boolean) =>
    queryClient.setQueryData<TranslationCommentList>(key, (list) => {
      const others = (list?.comments ?? []).filter((c) => c.id !== comment.id);
      const comments = present ? [...others, comment].sort((a, b) => a.id - b.id) : others;
      return { comments };
    });
}

/** Adds a comment to an element; the rows show it at once. */
export function useAddComment(language: string, filekey: string) {
  const update = useUpdateList(language, filekey);
  return useMutation({
    mutationFn: (body: TranslationCommentInput) =>
      callEndpoint(translationsEndpoints.addComment, { ...fileParams(language, filekey), body }),
    onSuccess: (comment) => update(comment, true),
  });
}

/** Deletes a comment (its author or an administrator), or brings a deleted one back. */
export function useSetCommentDeleted(language: string, filekey: string) {
  const update = useUpdateList(language, filekey);
  return useMutation({
    mutationFn: ({ id, deleted }: { id: number; deleted: boolean }) =>
      callEndpoint(
        deleted ? translationsEndpoints.deleteComment : translationsEndpoints.restoreComment,
        { params: { language, filekey, id } },
      ),
    onSuccess: (comment, { deleted }) => update(comment, !deleted),
  });
}

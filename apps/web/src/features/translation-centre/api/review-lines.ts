import { useMutation } from '@tanstack/react-query';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { callEndpoint, endpointPrefix } from '@/shared/api/endpoint';

export interface ReviewLinesInput {
  language: string;
  filekey: string;
  elements: string[];
  /** true: still right for the changed English; false: to review again (undo). */
  reviewed: boolean;
}

/** Confirms lines to review, or takes a confirmation back; the file and the counts reload. */
export function reviewLines({ language, filekey, ...body }: ReviewLinesInput) {
  return callEndpoint(
    translationsEndpoints.review,
    { params: { language, filekey }, body },
    {
      invalidate: [
        endpointPrefix(translationsEndpoints.files, { language }),
        endpointPrefix(translationsEndpoints.status),
      ],
    },
  );
}

export function useReviewLines() {
  return useMutation({ mutationFn: reviewLines });
}

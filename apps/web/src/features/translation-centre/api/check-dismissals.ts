import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckDismissalInput } from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { callEndpoint, endpointPrefix, endpointQuery, endpointUrl } from '@/shared/api/endpoint';

const fileParams = (language: string, filekey: string) => ({ params: { language, filekey } });

/** The file's checks said not to be problems (a file not saved yet has none). */
export function useCheckDismissals(language: string, filekey: string, saved: boolean) {
  return useQuery({
    ...endpointQuery(translationsEndpoints.checkDismissals, fileParams(language, filekey)),
    enabled: saved,
  });
}

/**
 * Says a check of a line is not a problem, or takes that back: the editor
 * shows the answer at once, and the overview's counts are read again.
 */
export function useSetDismissed(language: string, filekey: string) {
  const queryClient = useQueryClient();
  const input = fileParams(language, filekey);
  return useMutation({
    mutationFn: ({ dismissed, ...body }: CheckDismissalInput & { dismissed: boolean }) =>
      callEndpoint(
        dismissed ? translationsEndpoints.dismissCheck : translationsEndpoints.restoreCheck,
        { ...input, body },
        { invalidate: [endpointPrefix(translationsEndpoints.files, { language })] },
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData([endpointUrl(translationsEndpoints.checkDismissals, input)], answer),
  });
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type { FileRestore } from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { ApiError, invalidatePrefix } from '@/shared/api-client';
import { callEndpoint, endpointPrefix, endpointQuery } from '@/shared/api/endpoint';
import { notifySuccess } from '@/shared/notify';
import { i18n, textsIn } from '@/shared/i18n';
import { NS } from '../i18n';
import { savedFileQueries } from './save-file';

/** Every value one element of a file had, newest first. */
export function useLineHistory(language: string, filekey: string, element: string) {
  return useQuery(
    endpointQuery(translationsEndpoints.lineHistory, {
      params: { language, filekey },
      query: { element },
    }),
  );
}

/** Puts an older version of a file back as a new save; CONFLICT when it changed since. */
export function useRestoreFile(filekey: string, language: string) {
  return useMutation({
    mutationFn: (body: FileRestore) =>
      callEndpoint(
        translationsEndpoints.restoreFile,
        { params: { filekey, language }, body },
        { notify: false, invalidate: savedFileQueries(language) },
      ),
    onSuccess: () => notifySuccess(textsIn(i18n.language, NS)('fileRestore.done')),
    // Saved by someone else since: the history shows that version, to be checked first.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? invalidatePrefix(endpointPrefix(translationsEndpoints.history))
        : undefined,
  });
}

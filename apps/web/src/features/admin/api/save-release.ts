import { useMutation } from '@tanstack/react-query';
import type { VersionPayload } from '@millenaire/contracts/versions';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { callEndpoint } from '@/shared/api/endpoint';
import { VERSIONS_PREFIX } from './get-releases';

export interface ReleaseSave {
  /** The release to change, or null for a new one. */
  id: number | null;
  payload: VersionPayload;
}

/** POST /api/versions/admin (new) or /api/versions/admin/{id} (change). */
export function saveRelease({ id, payload }: ReleaseSave) {
  const options = { invalidate: [VERSIONS_PREFIX] };
  return id === null
    ? callEndpoint(versionsEndpoints.create, { body: payload }, options)
    : callEndpoint(versionsEndpoints.update, { params: { id }, body: payload }, options);
}

export function useSaveRelease(onSuccess: (save: ReleaseSave) => void) {
  return useMutation({ mutationFn: saveRelease, onSuccess: (_r, save) => onSuccess(save) });
}

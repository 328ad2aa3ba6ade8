import { useMutation } from '@tanstack/react-query';
import { versionAdminSchema, type VersionPayload } from '@millenaire/contracts/versions';
import { apiPost } from '@/shared/api-client';
import { RELEASES_URL, VERSIONS_PREFIX } from './get-releases';

export interface ReleaseSave {
  /** The release to change, or null for a new one. */
  id: number | null;
  payload: VersionPayload;
}

/** POST /api/versions/admin (new) or /api/versions/admin/{id} (change). */
export async function saveRelease({ id, payload }: ReleaseSave) {
  const url = id === null ? RELEASES_URL : `${RELEASES_URL}/${id}`;
  const body = await apiPost(url, payload, { invalidate: [VERSIONS_PREFIX] });
  return versionAdminSchema.parse(body);
}

export function useSaveRelease(onSuccess: (save: ReleaseSave) => void) {
  return useMutation({ mutationFn: saveRelease, onSuccess: (_r, save) => onSuccess(save) });
}

import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/shared/api-client';
import { RELEASES_URL, VERSIONS_PREFIX } from './get-releases';

/** POST /api/versions/admin/{id}/delete. */
export async function deleteRelease(id: number): Promise<void> {
  await apiPost(`${RELEASES_URL}/${id}/delete`, {}, { invalidate: [VERSIONS_PREFIX] });
}

export function useDeleteRelease(onSuccess: () => void) {
  return useMutation({ mutationFn: deleteRelease, onSuccess });
}

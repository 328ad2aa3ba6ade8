import { useMutation } from '@tanstack/react-query';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { callEndpoint } from '@/shared/api/endpoint';
import { VERSIONS_PREFIX } from './get-releases';

/** POST /api/versions/admin/{id}/delete. */
export async function deleteRelease(id: number): Promise<void> {
  await callEndpoint(
    versionsEndpoints.remove,
    { params: { id } },
    { invalidate: [VERSIONS_PREFIX] },
  );
}

export function useDeleteRelease(onSuccess: () => void) {
  return useMutation({ mutationFn: deleteRelease, onSuccess });
}

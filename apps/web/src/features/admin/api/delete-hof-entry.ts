import { useMutation } from '@tanstack/react-query';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { callEndpoint } from '@/shared/api/endpoint';
import { HOF_PREFIX } from './get-hof-entries';

/** POST /api/hof/{id}/delete. */
export async function deleteHofEntry(id: number): Promise<void> {
  await callEndpoint(hofEndpoints.remove, { params: { id } }, { invalidate: [HOF_PREFIX] });
}

export function useDeleteHofEntry(onSuccess: () => void) {
  return useMutation({ mutationFn: deleteHofEntry, onSuccess });
}

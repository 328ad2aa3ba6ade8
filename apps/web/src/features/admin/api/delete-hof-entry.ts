import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/shared/api-client';
import { HOF_PREFIX } from './get-hof-entries';

/** POST /api/hof/{id}/delete. */
export async function deleteHofEntry(id: number): Promise<void> {
  await apiPost(`${HOF_PREFIX}${id}/delete`, {}, { invalidate: [HOF_PREFIX] });
}

export function useDeleteHofEntry(onSuccess: () => void) {
  return useMutation({ mutationFn: deleteHofEntry, onSuccess });
}

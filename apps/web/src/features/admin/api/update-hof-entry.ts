import { useMutation } from '@tanstack/react-query';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import type { HofTexts } from '@millenaire/contracts/halloffame';
import { callEndpoint } from '@/shared/api/endpoint';
import { HOF_PREFIX } from './get-hof-entries';

export interface HofTextsChange extends HofTexts {
  id: number;
}

/** POST /api/hof/{id}: an entry's lines and position. */
export function updateHofEntry({ id, ...texts }: HofTextsChange) {
  return callEndpoint(
    hofEndpoints.update,
    { params: { id }, body: texts },
    { invalidate: [HOF_PREFIX] },
  );
}

export function useUpdateHofEntry(onSuccess: () => void) {
  return useMutation({ mutationFn: updateHofEntry, onSuccess });
}

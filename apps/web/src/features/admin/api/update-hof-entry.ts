import { useMutation } from '@tanstack/react-query';
import { hofEntrySchema } from '@millenaire/contracts/halloffame';
import { apiPost } from '@/shared/api-client';
import { HOF_PREFIX } from './get-hof-entries';

export interface HofTextsChange {
  id: number;
  text_en: string[];
  text_fr: string[];
  pos: number;
}

/** POST /api/hof/{id}: an entry's lines and position. */
export async function updateHofEntry({ id, ...texts }: HofTextsChange) {
  const body = await apiPost(`${HOF_PREFIX}${id}`, texts, { invalidate: [HOF_PREFIX] });
  return hofEntrySchema.parse(body);
}

export function useUpdateHofEntry(onSuccess: () => void) {
  return useMutation({ mutationFn: updateHofEntry, onSuccess });
}

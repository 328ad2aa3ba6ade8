import { useMutation } from '@tanstack/react-query';
import { hofEntrySchema } from '@millenaire/contracts/halloffame';
import { apiPostMultipart } from '@/shared/api-client';
import { HOF_PREFIX } from './get-hof-entries';

export interface NewHofEntry {
  avatar: File;
  text_en: string[];
  text_fr: string[];
  pos: number;
}

/** POST /api/hof/ (multipart): the texts first, then the avatar image. */
export async function createHofEntry(entry: NewHofEntry) {
  const form = new FormData();
  form.append('text_en', JSON.stringify(entry.text_en));
  form.append('text_fr', JSON.stringify(entry.text_fr));
  form.append('pos', String(entry.pos));
  form.append('avatar', entry.avatar);
  const body = await apiPostMultipart(HOF_PREFIX, form, { invalidate: [HOF_PREFIX] });
  return hofEntrySchema.parse(body);
}

export function useCreateHofEntry(onSuccess: () => void) {
  return useMutation({ mutationFn: createHofEntry, onSuccess });
}

import { useMutation } from '@tanstack/react-query';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { callEndpoint } from '@/shared/api/endpoint';
import { HOF_PREFIX } from './get-hof-entries';

export interface NewHofEntry {
  avatar: File;
  text_en: string[];
  text_fr: string[];
  pos: number;
}

/** POST /api/hof/ (multipart): the texts first, then the avatar image. */
export function createHofEntry(entry: NewHofEntry) {
  const form = new FormData();
  form.append('text_en', JSON.stringify(entry.text_en));
  form.append('text_fr', JSON.stringify(entry.text_fr));
  form.append('pos', String(entry.pos));
  form.append('avatar', entry.avatar);
  return callEndpoint(hofEndpoints.create, { body: form }, { invalidate: [HOF_PREFIX] });
}

export function useCreateHofEntry(onSuccess: () => void) {
  return useMutation({ mutationFn: createHofEntry, onSuccess });
}

import { useMutation } from '@tanstack/react-query';
import { hofEntrySchema } from '@millenaire/contracts/halloffame';
import { apiPostMultipart } from '@/shared/api-client';
import { HOF_PREFIX } from './get-hof-entries';

/** POST /api/hof/{id}/avatar (multipart): a new avatar image. */
export async function replaceHofAvatar({ id, avatar }: { id: number; avatar: File }) {
  const form = new FormData();
  form.append('avatar', avatar);
  const body = await apiPostMultipart(`${HOF_PREFIX}${id}/avatar`, form, {
    invalidate: [HOF_PREFIX],
  });
  return hofEntrySchema.parse(body);
}

export function useReplaceHofAvatar(onSuccess: () => void) {
  return useMutation({ mutationFn: replaceHofAvatar, onSuccess });
}

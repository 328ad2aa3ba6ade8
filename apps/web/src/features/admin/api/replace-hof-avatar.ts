import { useMutation } from '@tanstack/react-query';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { callEndpoint } from '@/shared/api/endpoint';
import { HOF_PREFIX } from './get-hof-entries';

/** POST /api/hof/{id}/avatar (multipart): a new avatar image. */
export function replaceHofAvatar({ id, avatar }: { id: number; avatar: File }) {
  const form = new FormData();
  form.append('avatar', avatar);
  return callEndpoint(
    hofEndpoints.replaceAvatar,
    { params: { id }, body: form },
    { invalidate: [HOF_PREFIX] },
  );
}

export function useReplaceHofAvatar(onSuccess: () => void) {
  return useMutation({ mutationFn: replaceHofAvatar, onSuccess });
}

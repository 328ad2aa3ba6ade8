import { useMutation } from '@tanstack/react-query';
import { userSchema, type AccountLevel } from '@millenaire/contracts/users';
import { apiPost } from '@/shared/api-client';

export interface LevelChange {
  id: number;
  accountlevel: AccountLevel;
}

/** POST /api/users/{id}: the cached user list is refetched afterwards. */
export async function setUserLevel({ id, accountlevel }: LevelChange) {
  const body = await apiPost(`/api/users/${id}`, { accountlevel }, { invalidate: ['/api/users'] });
  return userSchema.parse(body);
}

export function useSetUserLevel(onSuccess: (change: LevelChange) => void) {
  return useMutation({
    mutationFn: setUserLevel,
    onSuccess: (_user, change) => onSuccess(change),
  });
}

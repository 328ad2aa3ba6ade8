import { useMutation } from '@tanstack/react-query';
import type { AccountLevel } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

export interface LevelChange {
  id: number;
  accountlevel: AccountLevel;
}

/** POST /api/users/{id}: the cached user list is refetched afterwards. */
export function setUserLevel({ id, accountlevel }: LevelChange) {
  return callEndpoint(
    usersEndpoints.setLevel,
    { params: { id }, body: { accountlevel } },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );
}

export function useSetUserLevel(onSuccess: (change: LevelChange) => void) {
  return useMutation({
    mutationFn: setUserLevel,
    onSuccess: (_user, change) => onSuccess(change),
  });
}

import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import type { User } from '@millenaire/contracts/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

export interface SuspensionChange {
  id: number;
  suspended: boolean;
}

/** POST /api/users/{id}/suspension: the cached user list is refetched afterwards. */
export function setUserSuspension({ id, suspended }: SuspensionChange): Promise<User> {
  return callEndpoint(
    usersEndpoints.setSuspension,
    { params: { id }, body: { suspended } },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );
}

export function useSetUserSuspension(onSuccess: (user: User) => void) {
  return useMutation({ mutationFn: setUserSuspension, onSuccess });
}

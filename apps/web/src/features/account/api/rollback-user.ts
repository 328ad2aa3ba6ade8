import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import type { RollbackAnswer } from '@millenaire/contracts/users';
import { callEndpoint } from '@/shared/api/endpoint';

export interface RollbackRequest {
  id: number;
  /** ISO 8601, UTC. */
  since: string;
}

/**
 * POST /api/users/{id}/rollback: undoes the account's edits since a time in
 * every area; the answer counts them per area. Any area's cached answers may
 * have changed, so all of them are refetched when next shown.
 */
export function rollbackUser({ id, since }: RollbackRequest): Promise<RollbackAnswer> {
  return callEndpoint(
    usersEndpoints.rollback,
    { params: { id }, body: { since } },
    { invalidate: ['/api/'] },
  );
}

export function useRollbackUser() {
  return useMutation({ mutationFn: rollbackUser });
}

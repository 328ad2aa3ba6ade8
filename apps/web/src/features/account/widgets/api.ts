import { useMutation, useQuery } from '@tanstack/react-query';
import { usersEndpoints as endpoints } from '@millenaire/contracts/endpoints/users';
import type { ConfirmationRequest } from '@millenaire/contracts/users';
import { callEndpoint, endpointQuery, groupPrefix } from '@/shared/api/endpoint';

/** A request or a decision changes the accounts' answers (a level, the queue): all are refreshed. */
const refresh = { invalidate: [groupPrefix(endpoints)] };

/** The member's latest request to be confirmed (null: never asked). */
export function useMyConfirmation(enabled: boolean) {
  return useQuery({ ...endpointQuery(endpoints.myConfirmation), enabled });
}

export function useRequestConfirmation() {
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.requestConfirmation, {}, refresh),
  });
}

/** The open requests, for administrators. */
export function useConfirmationQueue(enabled: boolean) {
  return useQuery({ ...endpointQuery(endpoints.confirmationQueue), enabled });
}

/**
 * An administrator's decision; `onDecided` gets the decided request. It is
 * the mutation's own callback, so it runs even when the decided row is gone
 * from the refreshed queue before the answer is handled.
 */
export function useDecideConfirmation(onDecided: (request: ConfirmationRequest) => void) {
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      callEndpoint(endpoints.decideConfirmation, { params: { id }, body: { approve } }, refresh),
    onSuccess: onDecided,
  });
}

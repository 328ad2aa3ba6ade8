import { useMutation } from '@tanstack/react-query';
import type { OidcClient } from '@millenaire/contracts/oidc';
import { oidcEndpoints } from '@millenaire/contracts/endpoints/oidc';
import { callEndpoint } from '@/shared/api/endpoint';
import { OIDC_CLIENTS_PREFIX } from './get-oidc-clients';

/** POST /api/oidc/clients/{clientId}/restore: the client logs members in again. */
export function restoreOidcClient(clientId: string) {
  return callEndpoint(
    oidcEndpoints.restore,
    { params: { clientId } },
    { invalidate: [OIDC_CLIENTS_PREFIX] },
  );
}

export function useRestoreOidcClient(onSuccess: (client: OidcClient) => void) {
  return useMutation({ mutationFn: restoreOidcClient, onSuccess });
}

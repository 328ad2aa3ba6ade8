import { useMutation } from '@tanstack/react-query';
import type { OidcClient } from '@millenaire/contracts/oidc';
import { oidcEndpoints } from '@millenaire/contracts/endpoints/oidc';
import { callEndpoint } from '@/shared/api/endpoint';
import { OIDC_CLIENTS_PREFIX } from './get-oidc-clients';

/** POST /api/oidc/clients/{clientId}/delete: the provider knows it no more, until restored. */
export function removeOidcClient(clientId: string) {
  return callEndpoint(
    oidcEndpoints.remove,
    { params: { clientId } },
    { invalidate: [OIDC_CLIENTS_PREFIX] },
  );
}

export function useRemoveOidcClient(onSuccess: (client: OidcClient) => void) {
  return useMutation({ mutationFn: removeOidcClient, onSuccess });
}

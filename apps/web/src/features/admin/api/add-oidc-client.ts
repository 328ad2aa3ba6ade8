import { useMutation } from '@tanstack/react-query';
import type { OidcClientPayload, OidcCredentials } from '@millenaire/contracts/oidc';
import { oidcEndpoints } from '@millenaire/contracts/endpoints/oidc';
import { callEndpoint } from '@/shared/api/endpoint';
import { OIDC_CLIENTS_PREFIX } from './get-oidc-clients';

/** POST /api/oidc/clients: registers a client; its secret is in this answer only. */
export function addOidcClient(client: OidcClientPayload) {
  return callEndpoint(
    oidcEndpoints.add,
    { body: client },
    // The form tells which address was refused, on its own field.
    { invalidate: [OIDC_CLIENTS_PREFIX], quiet: ['INVALID_REDIRECT_URI'] },
  );
}

export function useAddOidcClient(onSuccess: (credentials: OidcCredentials) => void) {
  return useMutation({ mutationFn: addOidcClient, onSuccess });
}

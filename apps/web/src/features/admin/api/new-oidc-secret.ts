import { useMutation } from '@tanstack/react-query';
import type { OidcCredentials } from '@millenaire/contracts/oidc';
import { oidcEndpoints } from '@millenaire/contracts/endpoints/oidc';
import { callEndpoint } from '@/shared/api/endpoint';

/** POST /api/oidc/clients/{clientId}/secret: the old secret stops working at once. */
export function newOidcSecret(clientId: string) {
  return callEndpoint(oidcEndpoints.newSecret, { params: { clientId } });
}

export function useNewOidcSecret(onSuccess: (credentials: OidcCredentials) => void) {
  return useMutation({ mutationFn: newOidcSecret, onSuccess });
}

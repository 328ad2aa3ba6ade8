import { useQuery } from '@tanstack/react-query';
import { oidcEndpoints } from '@millenaire/contracts/endpoints/oidc';
import { endpointPrefix, endpointQuery } from '@/shared/api/endpoint';

/** What a change of a client refetches. */
export const OIDC_CLIENTS_PREFIX = endpointPrefix(oidcEndpoints.list);

/** The sign-in clients of the site's OpenID Connect provider, the removed ones too. */
export function useOidcClients() {
  return useQuery(endpointQuery(oidcEndpoints.list));
}

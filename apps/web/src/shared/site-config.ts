import { useQuery } from '@tanstack/react-query';
import { siteEndpoints } from '@millenaire/contracts/endpoints/site';
import { endpointQuery } from './api/endpoint';

// Without it the site still works (house banners, no analytics): a failure is
// only logged, and asked once per visit rather than by every slot that mounts.
export const siteConfigQuery = {
  ...endpointQuery(siteEndpoints.config, {}, { notify: false }),
  retryOnMount: false,
};

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

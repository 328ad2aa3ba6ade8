import { useQuery } from '@tanstack/react-query';
import { siteConfigSchema } from '@millenaire/contracts/site';
import { urlQuery } from './api-client';

// Without it the site still works (house banners, no analytics): a failure is
// only logged, and asked once per visit rather than by every slot that mounts.
export const siteConfigQuery = {
  ...urlQuery('/api/site', (data) => siteConfigSchema.parse(data), { notify: false }),
  retryOnMount: false,
};

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

import { useQuery } from '@tanstack/react-query';
import { siteConfigSchema } from '@millenaire/contracts';
import { urlQuery } from './api-client';

export const siteConfigQuery = urlQuery('/api/site', (data) => siteConfigSchema.parse(data));

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

import { endpoint } from '../endpoint.ts';
import { siteConfigSchema, siteSearchQuerySchema, siteSearchSchema } from '../site.ts';

/** What the web app needs to know about this installation, and the search across its areas. */
export const siteEndpoints = {
  config: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/site',
    response: siteConfigSchema,
  }),
  search: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/search',
    query: siteSearchQuerySchema,
    response: siteSearchSchema,
  }),
};

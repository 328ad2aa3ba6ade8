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
    /**
     * As one types in the header's box, when the cached answers cannot give
     * it: each asks every area; a fast typist makes a few a second.
     */
    budget: { name: 'site-search-address', seconds: 60, address: 240 },
    reads: ['library', 'users', 'encyclopedia'],
    method: 'GET',
    path: '/api/search',
    query: siteSearchQuerySchema,
    response: siteSearchSchema,
  }),
};

import { endpoint } from '../endpoint.ts';
import { siteConfigSchema } from '../site.ts';

/** What the web app needs to know about this installation. */
export const siteEndpoints = {
  config: endpoint({ method: 'GET', path: '/api/site', response: siteConfigSchema }),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteConfig } from '@millenaire/contracts';
import { siteEndpoints } from '@millenaire/contracts/endpoints/site';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';

/** What the web app needs to know about this installation (/api/site). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const site: SiteConfig = {
    analyticsScriptUrl: config.analyticsScriptUrl ?? null,
    adsScriptUrl: config.adsScriptUrl ?? null,
  };
  endpointRoute(app, siteEndpoints.config, { handler: () => site });
};

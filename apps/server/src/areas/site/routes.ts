import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema, type SiteConfig } from '@millenaire/contracts';

/** What the web app needs to know about this installation (/api/site). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const site: SiteConfig = {
    analyticsScriptUrl: config.analyticsScriptUrl ?? null,
    adsScriptUrl: config.adsScriptUrl ?? null,
  };
  app.get('/', { schema: { response: { 200: siteConfigSchema } } }, () => site);
};

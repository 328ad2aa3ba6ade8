import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema, type SiteConfig } from '@millenaire/contracts';
import type { Config } from '../../config.ts';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const site: SiteConfig = {
    analyticsScriptUrl: config.analyticsScriptUrl ?? null,
    adsScriptUrl: config.adsScriptUrl ?? null,
  };
  app.get('/', { schema: { response: { 200: siteConfigSchema } } }, () => site);
};

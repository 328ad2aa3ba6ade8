import type { Area } from '../../infra/area.ts';
import { siteRoutes } from './routes.ts';

/** What the web app needs to know about this installation. */
export const siteArea: Area = {
  name: 'site',
  plugin: async (app) => {
    await app.register(siteRoutes, { prefix: '/api/site' });
  },
  migrations: {},
  seeds: [],
};

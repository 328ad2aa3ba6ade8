import type { Area } from '../../extensions/area.ts';
import { fixedSitemap } from '../../extensions/sitemap.ts';
import { siteRoutes } from './routes.ts';

/** What the web app needs to know about this installation. */
export const siteArea: Area = {
  name: 'site',
  setup: () => ({ plugin: siteRoutes }),
  migrations: {},
  seeds: [],
  // The pages no other area owns: the home page and the contributors' page.
  sitemap: [fixedSitemap('site', async () => [{ path: '/' }, { path: '/contributing' }])],
};

import type { Area } from '../../extensions/area.ts';
import { migrations } from './migrations/index.ts';
import { oidcRoutes } from './routes.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/**
 * The site as an OpenID Connect provider, so that the community's wiki (and
 * any other tool) logs its users in with their site account.
 */
export const oidcArea: Area = {
  name: 'oidc',
  migrations,
  seeds: [],
  setup: () => ({ plugin: oidcRoutes }),
};

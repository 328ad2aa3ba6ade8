import type { Area } from '../../extensions/area.ts';
import { clientAdminRoutes } from './admin-routes.ts';
import { migrations } from './migrations/index.ts';
import { reloadingProvider, type ReloadingProvider } from './provider.ts';
import { oidcRoutes } from './routes.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/**
 * The site as an OpenID Connect provider, so that the community's wiki (and
 * any other tool) logs its users in with their site account; administrators
 * register those clients under /api/oidc/clients.
 */
export const oidcArea: Area = {
  name: 'oidc',
  migrations,
  seeds: [],
  setup(app) {
    let current: ReloadingProvider | undefined;
    app.decorate('oidcKeys', {
      refresh: (now: Date) => current?.refresh(now) ?? Promise.resolve(false),
    });
    return {
      plugin: async (oidc) => {
        current = await reloadingProvider({
          db: app.db,
          issuer: app.config.publicUrl,
          cookieKey: app.secrets.oidc,
          now: app.clock.now(),
        });
        await oidcRoutes(oidc, current);
        await oidc.register(clientAdminRoutes);
      },
    };
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider's keys, read again every minute; `refresh` reads them now (true: changed). */
    oidcKeys: { refresh(now: Date): Promise<boolean> };
  }
}

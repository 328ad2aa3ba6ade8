import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import type { Area } from '../../extensions/area.ts';
import { fixedSitemap } from '../../extensions/sitemap.ts';
import { advancementsDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { insertAdvancements } from './repository.ts';
import { advancementPages, advancementRoutes, pingRoutes } from './routes.ts';
import { demoAdvancements } from './seed/demo-advancements.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The mod's statistics ping, the advancements and their statistics. */

export const advancementsArea: Area = {
  name: 'advancements',
  migrations,
  setup(app) {
    const deps = advancementsDeps(app);
    return {
      plugin: async (advancements) => {
        await advancements.register(pingRoutes, { deps });
        await advancements.register(advancementRoutes, { deps });
      },
      pages: advancementPages(deps),
    };
  },
  sitemap: [fixedSitemap('advancements', async () => [{ path: '/advancements' }])],
  seeds: [
    {
      name: 'advancements',
      demo: false,
      run: (db) => insertAdvancements(db, demoAdvancements(ADVANCEMENT_KEYS)),
    },
  ],
};

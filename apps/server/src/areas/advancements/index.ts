import type { FastifyPluginAsync } from 'fastify';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import type { Area } from '../../infra/area.ts';
import { fixedSitemap } from '../../infra/sitemap.ts';
import { advancementsDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { insertAdvancements } from './repository.ts';
import { advancementPageRoutes, advancementRoutes, pingRoutes } from './routes.ts';
import { demoAdvancements } from './seed/demo-advancements.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The mod's statistics ping, the advancements and their statistics. */
const plugin: FastifyPluginAsync = async (app) => {
  const deps = advancementsDeps(app);
  await app.register(pingRoutes, { deps });
  await app.register(advancementRoutes, { prefix: '/api/advancements', deps });
  await app.register(advancementPageRoutes, { deps });
};

export const advancementsArea: Area = {
  name: 'advancements',
  plugin,
  migrations,
  sitemap: [fixedSitemap('advancements', async () => [{ path: '/advancements' }])],
  seeds: [
    {
      name: 'advancements',
      demo: false,
      run: (db) => insertAdvancements(db, demoAdvancements(ADVANCEMENT_KEYS)),
    },
  ],
};

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import type { Area } from '../../infra/area.ts';
import { langFileEntries } from '../translations/index.ts';
import { loginExists } from '../users/index.ts';
import { migrations } from './migrations/index.ts';
import { PingBuffer } from './ping/buffer.ts';
import { createRecounter } from './ping/counts.ts';
import { insertAdvancements } from './repository.ts';
import { advancementRoutes, pingRoutes } from './routes.ts';
import { demoAdvancements } from './seed/demo-advancements.ts';
import type { AdvancementsDeps } from './service.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/**
 * The advancements' dependencies, with the ping buffer and the recounting
 * that follows stored pings; both finish their work when the app closes.
 */
function advancementsDeps(app: FastifyInstance): AdvancementsDeps {
  const recounter = createRecounter(app.db, app.clock, app.log);
  const pings = new PingBuffer(app.db, () => recounter.requested());
  app.addHook('onClose', async () => {
    await pings.flush();
    await recounter.close();
  });
  return {
    db: app.db,
    clock: app.clock,
    log: app.log,
    pings,
    loginExists: (login) => loginExists({ db: app.db }, login),
    langEntries: (language) => langFileEntries(app.db, language),
  };
}

/** The mod's statistics ping, the advancements and their statistics. */
const plugin: FastifyPluginAsync = async (app) => {
  const deps = advancementsDeps(app);
  await app.register(pingRoutes, { deps });
  await app.register(advancementRoutes, { prefix: '/api/advancements', deps });
};

export const advancementsArea: Area = {
  name: 'advancements',
  plugin,
  migrations,
  seeds: [
    {
      name: 'advancements',
      demo: false,
      run: (db) => insertAdvancements(db, demoAdvancements(ADVANCEMENT_KEYS)),
    },
  ],
};

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langFileEntries } from '../translations/files/lang-entries.ts';
import { PingBuffer } from './ping/buffer.ts';
import { createRecounter } from './ping/counts.ts';
import { advancementRoutes } from './routes.ts';
import type { AdvancementsDeps } from './service.ts';

/**
 * The advancements' dependencies, with the ping buffer and the recounting
 * that follows stored pings; both finish their work when the app closes.
 */
export function createAdvancementsDeps(
  app: FastifyInstance,
  loginExists: (login: string) => Promise<boolean>,
): AdvancementsDeps {
  const recounter = createRecounter(app.db, app.clock, app.log);
  const pings = new PingBuffer(app.db, () => recounter.requested());
  app.addHook('onClose', async () => {
    await pings.flush();
    await recounter.close();
  });
  const langEntries = (language: string) => langFileEntries(app.db, language);
  return { db: app.db, clock: app.clock, log: app.log, pings, loginExists, langEntries };
}

/** Advancements and their statistics (/api/advancements). */
export const advancementsArea: FastifyPluginAsyncZod<{ deps: AdvancementsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(advancementRoutes, { deps });
};

import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../infra/area.ts';
import { bonusDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { bonusCheckRoutes, bonusRoutes } from './routes.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The bonus house list, and the mod's bonus check that reads it. */
const plugin: FastifyPluginAsync = async (app) => {
  const deps = bonusDeps(app);
  await app.register(bonusCheckRoutes, { deps });
  await app.register(bonusRoutes, { prefix: '/api/bonus', deps });
};

export const bonusArea: Area = { name: 'bonus', plugin, migrations, seeds: [] };

import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../infra/area.ts';
import { fixedSitemap } from '../../infra/sitemap.ts';
import { hallOfFameDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { lastEntryDate } from './repository.ts';
import { hofRoutes } from './routes.ts';
import { seeds } from './seed/index.ts';
import { hallOfFameStoredFiles } from './stored-files.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The hall of fame. */
const plugin: FastifyPluginAsync = async (app) => {
  await app.register(hofRoutes, { prefix: '/api/hof', deps: hallOfFameDeps(app) });
};

export const hallOfFameArea: Area = {
  name: 'halloffame',
  plugin,
  migrations,
  seeds,
  sitemap: [
    fixedSitemap('halloffame', async (db) => [
      { path: '/halloffame', lastmod: await lastEntryDate(db) },
    ]),
  ],
  storedFiles: hallOfFameStoredFiles,
};

import type { Area } from '../../extensions/area.ts';
import { fixedSitemap } from '../../extensions/sitemap.ts';
import { hallOfFameDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { lastEntryDate } from './repository.ts';
import { hofRoutes } from './routes.ts';
import { seeds } from './seed/index.ts';
import { hallOfFameStoredFiles } from './stored-files.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The hall of fame. */

export const hallOfFameArea: Area = {
  name: 'halloffame',
  migrations,
  seeds,
  sitemap: [
    fixedSitemap('halloffame', async (db) => [
      { path: '/halloffame', lastmod: await lastEntryDate(db) },
    ]),
  ],
  storedFiles: hallOfFameStoredFiles,
  setup(app) {
    const deps = hallOfFameDeps(app);
    return { plugin: async (hof) => hof.register(hofRoutes, { deps }) };
  },
};

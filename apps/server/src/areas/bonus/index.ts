import type { Area } from '../../extensions/area.ts';
import { bonusDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { bonusCheckRoutes, bonusRoutes } from './routes.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The bonus house list, and the mod's bonus check that reads it. */

export const bonusArea: Area = {
  name: 'bonus',
  migrations,
  seeds: [],
  setup(app) {
    const deps = bonusDeps(app);
    return {
      plugin: async (bonus) => {
        await bonus.register(bonusCheckRoutes, { deps });
        await bonus.register(bonusRoutes, { deps });
      },
    };
  },
};

import type { Area } from '../../extensions/area.ts';
import { downloadsDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { downloadPages, downloadRoutes } from './routes.ts';
import { writeDemoDownloads } from './seed/demo-downloads.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The old releases' archives, their download page and counts. */
export const downloadsArea: Area = {
  name: 'downloads',
  setup(app) {
    const deps = downloadsDeps(app);
    return {
      plugin: async (downloads) => downloads.register(downloadRoutes, { deps }),
      pages: downloadPages(deps),
    };
  },
  migrations,
  seeds: [
    {
      name: 'demo-downloads',
      demo: true,
      run: async (_db, _log, options) => {
        if (options.storage) await writeDemoDownloads(options.storage);
      },
    },
  ],
};

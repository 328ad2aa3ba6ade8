import type { Area } from '../../extensions/area.ts';
import { reportsDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { reportRoutes } from './routes.ts';
import { reportNotices } from './service.ts';
// The area's table joins the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/**
 * Reports of a problem (/api/reports): members report a library creation, a
 * comment or an encyclopedia text with a reason; administrators work through
 * the queue and hide, delete, restore or dismiss, and each reporter is told
 * in their notifications. The areas say what can be reported and how it is
 * hidden or deleted through `app.reports` (extensions/reports.ts).
 */
export const reportsArea: Area = {
  name: 'reports',
  migrations,
  seeds: [],
  setup(app) {
    const deps = reportsDeps(app);
    return {
      plugin: async (reports) => reports.register(reportRoutes, { deps }),
      follows: [reportNotices(deps)],
    };
  },
};

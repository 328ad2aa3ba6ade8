import type { Area } from '../../extensions/area.ts';
import { healthRoutes } from './routes.ts';

/** GET /healthz, for the machine's checks and the reverse proxy. */
export const healthArea: Area = {
  name: 'health',
  migrations: {},
  seeds: [],
  setup: () => ({ plugin: healthRoutes }),
};

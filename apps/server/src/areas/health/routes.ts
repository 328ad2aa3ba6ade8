import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isAdmin } from '@millenaire/contracts';
import { pingDatabase } from '../../platform/db.ts';
import { fromThisMachine } from '../../platform/http/security.ts';

/** The engine and Redis state are for the machine's own checks and administrators. */
async function mayReadDetail(request: FastifyRequest): Promise<boolean> {
  if (fromThisMachine(request)) return true;
  return isAdmin((await request.actor())?.level);
}

/** GET /healthz: 200 when the database (and Redis, when configured) answer, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(app.db);
      if (app.redis) await app.redis.ping();
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.status(503).send({ message: 'UNKNOWN_ERROR' });
    }
    if (!(await mayReadDetail(request))) return { status: 'ok' };
    return { status: 'ok', database: app.dialect, redis: app.redis ? 'ok' : 'off' };
  });
};

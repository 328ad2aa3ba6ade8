import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../../infra/db.ts';

/** GET /healthz: 200 when the database (and Redis, when configured) answer, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await pingDatabase(app.db);
      if (app.redis) await app.redis.ping();
      return { status: 'ok', database: app.dialect, redis: app.redis ? 'ok' : 'off' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.status(503).send({ message: 'UNKNOWN_ERROR' });
    }
  });
};

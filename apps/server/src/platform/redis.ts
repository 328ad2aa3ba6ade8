import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: shared state across several site processes. */
    redis: Redis | undefined;
  }
}

export const redisPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(config.redisUrl, {
      // Every key of this site starts with it: sites sharing one Redis never share a count.
      keyPrefix: config.redisKeyPrefix,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);

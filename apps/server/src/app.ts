import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { healthRoutes } from './areas/health/routes.ts';
import { siteRoutes } from './areas/site/routes.ts';
import { translationStatusRoutes } from './areas/translations/routes.ts';
import { versionRoutes } from './areas/versions/routes.ts';
import { databasePlugin } from './infra/db.ts';
import { registerErrorHandler } from './infra/errors.ts';
import { contractSerializerCompiler } from './infra/serializer.ts';
import { AccessLog } from './infra/logging.ts';
import { redisPlugin } from './infra/redis.ts';
import { registerSecurityHeaders } from './infra/security.ts';
import { registerWeb } from './infra/web.ts';
import { runSeeds } from './seed/index.ts';

export interface BuildOptions {
  /** Run the seeds at start (the server does; most tests start empty). */
  seed?: boolean;
}

/** The whole site as one Fastify instance, used by the entry point and by the tests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    logController: new AccessLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(databasePlugin, { config });
  await app.register(redisPlugin, { config });
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis } : {}) });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(siteRoutes, { prefix: '/site', config });
      await api.register(versionRoutes, { prefix: '/versions' });
      await api.register(translationStatusRoutes, { prefix: '/translations' });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config);

  if (options.seed) {
    await app.ready();
    const ran = await runSeeds(app.db, app.log, {
      demo: config.seedDemo,
      adminPassword: config.adminPassword,
    });
    if (ran.length > 0) app.log.info({ seeds: ran }, 'seeded');
  }
  return app;
}

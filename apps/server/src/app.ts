import { createHash } from 'node:crypto';
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
import { userRoutes } from './areas/users/routes.ts';
import { createUserService } from './areas/users/service.ts';
import { authPlugin, createTokens } from './infra/auth.ts';
import { databasePlugin } from './infra/db.ts';
import { createMailer } from './infra/mail.ts';
import { createThrottle } from './infra/throttle.ts';
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
    routerOptions: { ignoreTrailingSlash: true },
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

  const tokens = createTokens(config.jwtSecret);
  // The captcha signs with a key of its own, derived from the site secret.
  const captchaSecret = createHash('sha256').update(`captcha:${config.jwtSecret}`).digest('hex');
  const users = createUserService({
    db: app.db,
    tokens,
    mailer: createMailer(config, app.log),
    publicUrl: config.publicUrl,
    captchaSecret,
    loginThrottle: createThrottle({ name: 'login', limit: 5, windowMs: 300_000 }, app.redis),
    log: app.log,
  });
  await app.register(authPlugin, { tokens, resolveActor: users.resolveActor });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(siteRoutes, { prefix: '/site', config });
      await api.register(versionRoutes, { prefix: '/versions' });
      await api.register(translationStatusRoutes, { prefix: '/translations' });
      await api.register(userRoutes, {
        prefix: '/users',
        users,
        captcha: { secret: captchaSecret, cost: config.captchaCost },
      });
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

import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkAdminPassword, type Config } from './config.ts';
import {
  SITE_AREAS,
  SITE_MIGRATIONS,
  SITE_SEEDS,
  SITE_SITEMAPS,
  SITE_STORED_FILES,
} from './areas.ts';
import { resolveActor } from './areas/users/index.ts';
import { authPlugin, createTokens } from './platform/http/auth.ts';
import { clockPlugin } from './platform/clock.ts';
import { cpuPoolPlugin } from './platform/cpu/pool.ts';
import { databasePlugin } from './platform/db.ts';
import { jobsPlugin } from './platform/jobs.ts';
import { mailerPlugin } from './platform/mail.ts';
import { rateLimitsPlugin } from './platform/http/rate-limits.ts';
import { loadSiteSecrets } from './platform/secrets.ts';
import { storageLimits } from './platform/storage/storage.ts';
import { openStorage, storagePlugin } from './platform/storage/open.ts';
import { uploadsPlugin } from './platform/storage/uploads.ts';
import { registerErrorHandler } from './platform/http/errors.ts';
import { registerCleanText } from './platform/http/clean-text.ts';
import { contractSerializerCompiler } from './platform/http/serializer.ts';
import {
  AccessLog,
  type LogStream,
  REQUEST_ID_HEADER,
  REQUEST_ID_OPTIONS,
  registerRequestIdHeader,
  standardOutputLog,
} from './platform/ops/logging.ts';
import { apiCachePlugin } from './platform/cache/api-cache.ts';
import { COMPRESS_FROM_BYTES, httpCachePlugin } from './platform/http/http-cache.ts';
import { failedJobsRoutes } from './platform/ops/failed-jobs.ts';
import { metricsPlugin } from './platform/ops/metrics.ts';
import { moderationPlugin } from './extensions/moderation.ts';
import { reportsPlugin } from './extensions/reports.ts';
import { writesPlugin } from './platform/cache/writes.ts';
import { redisPlugin } from './platform/redis.ts';
import {
  answerClientError,
  registerSecurityHeaders,
  securityHeadersFor,
} from './platform/http/security.ts';
import { registerWeb } from './platform/pages/web.ts';
import { pageChecks } from './platform/pages/page-checks.ts';
import { siteSearchRoutes } from './extensions/site-search.ts';
import { feedRoutes } from './extensions/feeds.ts';
import { sitemapPlugin } from './extensions/sitemap.ts';
import { runSeeds } from './platform/seeds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checked configuration, for the areas that need a setting. */
    config: Config;
  }
}

export interface BuildOptions {
  /** Run the seeds at start (the server does; most tests start empty). */
  seed?: boolean;
  /** The demo encyclopedia's icons and villager pictures (SeedOptions.pictures); true unless false. */
  seedPictures?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

/** The whole site as one Fastify instance, used by the entry point and by the tests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: options.logStream ?? standardOutputLog(),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    logController: new AccessLog(),
    ...REQUEST_ID_OPTIONS,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError(config),
    // Errors found before any hook runs (a URL that cannot be decoded) still
    // get the one error shape and the security headers.
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .headers(securityHeadersFor(config)(request.url))
        .header(REQUEST_ID_HEADER, request.id)
        .status(400)
        .send({ message: 'INVALID_INPUT' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandler(app);
  registerRequestIdHeader(app);

  registerSecurityHeaders(app, config);
  // Cached API answers are sent from here on (platform/cache/api-cache.ts).
  await app.register(apiCachePlugin);
  registerCleanText(app);
  // Before compression: the validators describe the answer's own bytes.
  await app.register(httpCachePlugin);
  await app.register(cookie);
  // Cached answers are compressed once per encoding (platform/cache/cache.ts), the rest per request.
  await app.register(compress, { threshold: COMPRESS_FROM_BYTES });

  // Infrastructure: decorations every area takes its dependencies from.
  app.decorate('config', config);
  await app.register(clockPlugin);
  await app.register(cpuPoolPlugin);
  // ADMIN_PASSWORD is scored in a thread of the pool (its word lists load
  // there) while this thread migrates and loads the areas; awaited before the
  // seeds. Its refusal is held, not left unhandled, until then.
  const adminChecked = options.seed
    ? checkAdminPassword(config, (password, userInputs) =>
        app.cpu.run('scorePassword', { password, userInputs }),
      ).then(
        () => null,
        (err: unknown) => err,
      )
    : null;
  await app.register(databasePlugin, { config, migrations: SITE_MIGRATIONS });
  await app.register(metricsPlugin, { config });
  await app.register(redisPlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(storagePlugin, {
    storage: await openStorage(config, storageLimits(config)),
    storedFiles: SITE_STORED_FILES,
  });
  await app.register(uploadsPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(writesPlugin);
  const secrets = await loadSiteSecrets(app.db, {
    configured: config.jwtSecret,
    dataDir: config.dataDir,
    now: app.clock.now(),
  });
  app.decorate('secrets', secrets);
  await app.register(authPlugin, {
    tokens: createTokens(secrets.jwt),
    resolveActor: (token) => resolveActor({ db: app.db }, token),
  });

  // Areas: one plugin each; each names its own paths (/api/..., the mod's calls).
  await app.register(reportsPlugin);
  const parts = SITE_AREAS.map((area) => area.setup(app));
  for (const part of parts) {
    for (const source of part.follows ?? []) app.notices.add(source);
    for (const source of part.reports ?? []) app.reports.add(source);
    await app.register(part.plugin);
  }
  await app.register(moderationPlugin, { parts: parts.flatMap((part) => part.moderation ?? []) });
  await app.register(failedJobsRoutes);
  await app.register(siteSearchRoutes, { sources: parts.flatMap((part) => part.search ?? []) });
  await app.register(feedRoutes, { sources: parts.flatMap((part) => part.feeds ?? []) });
  await app.register(sitemapPlugin, { sources: SITE_SITEMAPS, publicUrl: config.publicUrl });
  await registerWeb(app, config, pageChecks(parts.map((part) => part.pages ?? {})));

  if (options.seed) {
    await app.ready();
    const refused = await adminChecked;
    if (refused) {
      await app.close();
      throw refused;
    }
    const ran = await runSeeds(app.db, SITE_SEEDS, app.log, {
      demo: config.seedDemo,
      adminPassword: config.adminPassword,
      storage: app.storage,
      pictures: options.seedPictures,
    });
    if (ran.length > 0) app.log.info({ seeds: ran }, 'seeded');
  }
  return app;
}

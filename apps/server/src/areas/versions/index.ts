import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionAdminRoutes, versionRoutes } from './routes.ts';
import type { VersionService } from './service.ts';

/** Releases: the version check, the history and their management (/api/versions). */
export const versionsArea: FastifyPluginAsyncZod<{ versions: VersionService }> = async (
  app,
  { versions },
) => {
  await app.register(versionRoutes, { versions });
  await app.register(versionAdminRoutes, { versions, prefix: '/admin' });
};

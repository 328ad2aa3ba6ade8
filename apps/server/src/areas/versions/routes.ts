import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { VersionsDeps } from './deps.ts';
import {
  createRelease,
  deleteRelease,
  getCurrentVersion,
  getVersionCheckFile,
  getVersionHistory,
  listReleases,
  updateRelease,
} from './service.ts';

export const versionRoutes: FastifyPluginAsyncZod<{ deps: VersionsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, versionsEndpoints.current, {
    handler: (request) => getCurrentVersion(deps, request.query.language),
  });

  endpointRoute(app, versionsEndpoints.history, {
    handler: (request) => getVersionHistory(deps, request.query.language),
  });
};

/** Release management for administrators (/api/versions/admin). */
export const versionAdminRoutes: FastifyPluginAsyncZod<{ deps: VersionsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, versionsEndpoints.adminList, {
    handler: async (request) => listReleases(deps, await request.actor()),
  });

  endpointRoute(app, versionsEndpoints.create, {
    handler: async (request) => createRelease(deps, await request.actor(), request.body),
  });

  endpointRoute(app, versionsEndpoints.update, {
    handler: async (request) =>
      updateRelease(deps, await request.actor(), request.params.id, request.body),
  });

  endpointRoute(app, versionsEndpoints.remove, {
    handler: async (request) => {
      await deleteRelease(deps, await request.actor(), request.params.id);
      return {};
    },
  });
};

const versionFile = /^([0-9][0-9.]{0,15})(-dev)?\.txt$/;

/**
 * The mod's version check (Millénaire 8.1.2), at the path and in the format
 * it expects: line 1 the latest version, then its English and French notes.
 * Clients we do not control ask it, so the path never changes.
 */
export const versionCheckRoutes: FastifyPluginAsyncZod<{ deps: VersionsDeps }> = async (
  app,
  { deps },
) => {
  app.get<{ Params: { file: string } }>('/lastversion/:file', async (request, reply) => {
    const match = versionFile.exec(request.params.file);
    if (!match) return reply.status(404).send({ message: 'NOT_FOUND' });
    const body = await getVersionCheckFile(deps, match[1]!, match[2] !== undefined);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(body);
  });
};

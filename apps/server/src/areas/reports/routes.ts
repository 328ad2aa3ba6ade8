import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsEndpoints as endpoints } from '@millenaire/contracts/endpoints/reports';
import type { Actor } from '../../platform/http/auth.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { ReportsDeps } from './deps.ts';
import * as reports from './service.ts';

/** /api/reports: members report a problem; administrators see the queue and decide. */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  // Each route is for members or administrators: the access check runs first,
  // and each service function checks its viewer again (policy.ts).
  const viewer = (request: FastifyRequest): Promise<Actor | null> => request.actor();

  endpointRoute(app, endpoints.create, {
    handler: async (request) => reports.createReport(deps, await viewer(request), request.body),
  });
  endpointRoute(app, endpoints.queue, {
    handler: async (request) =>
      reports.listQueue(deps, await viewer(request), request.query.state, request.query.language),
  });
  endpointRoute(app, endpoints.act, {
    handler: async (request) => reports.act(deps, await viewer(request), request.body),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  counterResultSchema,
  idParamSchema,
  starInputSchema,
  starResultSchema,
  toFlag,
} from '@millenaire/contracts';
import type { LibraryDeps } from '../deps.ts';
import * as counters from './service.ts';

const idParams = z.object({ id: idParamSchema });

/** /api/library/contents/{id}/star, /addview and /adddl. */
export const counterRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/contents/:id/star',
    { schema: { params: idParams, body: starInputSchema, response: { 200: starResultSchema } } },
    async (request) =>
      counters.setStar(
        deps,
        await request.actor(),
        request.params.id,
        toFlag(request.body.enabled),
      ),
  );

  const counter = { params: idParams, response: { 200: counterResultSchema } };
  app.post('/contents/:id/addview', { schema: counter }, async (request) =>
    counters.countHit(deps, await request.actor(), request.ip, request.params.id, 'view'),
  );
  app.post('/contents/:id/adddl', { schema: counter }, async (request) =>
    counters.countHit(deps, await request.actor(), request.ip, request.params.id, 'dl'),
  );
};

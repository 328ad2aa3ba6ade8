import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EntryDetail } from '@millenaire/contracts';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { contractSerializerCompiler } from '../../../platform/http/serializer.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { getCultures, getEntry, getItems } from './service.ts';

const serializeEntry = contractSerializerCompiler({
  schema: encyclopediaEndpoints.item.response,
  method: 'GET',
  url: '/:culture',
  httpStatus: '200',
}) as (entry: EntryDetail) => string;
const serialized = new WeakMap<EntryDetail, string>();

/**
 * Entry pages are the encyclopedia's large answers. The service keeps each
 * for a while; its JSON, written by the contract's serializer, is kept with
 * it and sent as it is (Fastify sends a string typed JSON unchanged).
 */
function sendEntry(reply: FastifyReply, entry: EntryDetail): FastifyReply {
  let json = serialized.get(entry);
  if (json === undefined) {
    json = serializeEntry(entry);
    serialized.set(entry, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

export const entryRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, encyclopediaEndpoints.cultures, {
    handler: (request) => getCultures(deps, request.query.language),
  });

  endpointRoute(app, encyclopediaEndpoints.culture, {
    handler: async ({ params, query }, reply) =>
      sendEntry(
        reply,
        await getEntry(deps, query.language, params.culture, 'cultures', params.culture),
      ),
  });

  endpointRoute(app, encyclopediaEndpoints.items, {
    handler: ({ params, query }) => getItems(deps, query.language, params.culture, params.type),
  });

  endpointRoute(app, encyclopediaEndpoints.item, {
    handler: async ({ params, query }, reply) =>
      sendEntry(
        reply,
        await getEntry(deps, query.language, params.culture, params.type, params.itemkey),
      ),
  });
};

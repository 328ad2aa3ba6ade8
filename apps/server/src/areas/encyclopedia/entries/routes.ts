import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentLanguageQuerySchema,
  cultureListSchema,
  entryDetailSchema,
  itemListSchema,
  type EntryDetail,
} from '@millenaire/contracts';
import { contractSerializerCompiler } from '../../../infra/serializer.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { getCultures, getEntry, getItems } from './service.ts';

const serializeEntry = contractSerializerCompiler({
  schema: entryDetailSchema,
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

// Path parameters are any text: an unknown culture, type or item answers 404, not 400.
const cultureParams = z.object({ culture: z.string() });
const typeParams = cultureParams.extend({ type: z.string() });
const itemParams = typeParams.extend({ itemkey: z.string() });

export const entryRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/',
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: cultureListSchema } } },
    (request) => getCultures(deps, request.query.language),
  );

  app.get(
    '/:culture',
    {
      schema: {
        params: cultureParams,
        querystring: contentLanguageQuerySchema,
        response: { 200: entryDetailSchema },
      },
    },
    async ({ params, query }, reply) =>
      sendEntry(
        reply,
        await getEntry(deps, query.language, params.culture, 'cultures', params.culture),
      ),
  );

  app.get(
    '/:culture/:type',
    {
      schema: {
        params: typeParams,
        querystring: contentLanguageQuerySchema,
        response: { 200: itemListSchema },
      },
    },
    ({ params, query }) => getItems(deps, query.language, params.culture, params.type),
  );

  app.get(
    '/:culture/:type/:itemkey',
    {
      schema: {
        params: itemParams,
        querystring: contentLanguageQuerySchema,
        response: { 200: entryDetailSchema },
      },
    },
    async ({ params, query }, reply) =>
      sendEntry(
        reply,
        await getEntry(deps, query.language, params.culture, params.type, params.itemkey),
      ),
  );
};

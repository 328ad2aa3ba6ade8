import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentLanguageQuerySchema,
  descriptionInputSchema,
  entryHistorySchema,
  entryParamsSchema,
  savedDescriptionSchema,
} from '@millenaire/contracts';
import type { EncyclopediaDeps } from '../deps.ts';
import * as descriptions from './service.ts';

const cultureParams = z.object({ culture: z.string() });
const historyResponse = { 200: entryHistorySchema };

/** A culture's own page is the entry of type 'cultures' whose itemkey is the culture. */
const cultureRef = (culture: string) => ({ culture, type: 'cultures', itemkey: culture });

/** Descriptions: saving one (any account) and the edit page's data (never cached). */
export const descriptionRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/:culture/:type/:itemkey',
    {
      schema: {
        params: entryParamsSchema,
        querystring: contentLanguageQuerySchema,
        body: descriptionInputSchema,
        response: { 200: savedDescriptionSchema },
      },
    },
    async (request) =>
      descriptions.saveDescription(
        deps,
        await request.actor(),
        request.params,
        request.query.language,
        request.body,
      ),
  );

  app.get(
    '/:culture/history',
    {
      schema: {
        params: cultureParams,
        querystring: contentLanguageQuerySchema,
        response: historyResponse,
      },
    },
    async ({ params, query }, reply) => {
      reply.header('cache-control', 'no-store');
      return descriptions.getHistory(deps, cultureRef(params.culture), query.language);
    },
  );

  app.get(
    '/:culture/:type/:itemkey/history',
    {
      schema: {
        params: entryParamsSchema,
        querystring: contentLanguageQuerySchema,
        response: historyResponse,
      },
    },
    async ({ params, query }, reply) => {
      reply.header('cache-control', 'no-store');
      return descriptions.getHistory(deps, params, query.language);
    },
  );
};

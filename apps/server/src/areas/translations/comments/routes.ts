import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { addComment, fileComments, setCommentDeleted } from './service.ts';

/** /api/translationsapp/comments: members' comments on the lines of a file, deleted and put back. */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.comments, {
    handler: (request) => fileComments(deps, request.params.language, request.params.filekey),
  });
  endpointRoute(app, translationsEndpoints.addComment, {
    handler: async (request) =>
      addComment(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.body,
      ),
  });
  for (const [endpoint, deleted] of [
    [translationsEndpoints.deleteComment, true],
    [translationsEndpoints.restoreComment, false],
  ] as const) {
    endpointRoute(app, endpoint, {
      handler: async (request) =>
        setCommentDeleted(
          deps,
          await request.actor(),
          request.params.language,
          request.params.filekey,
          request.params.id,
          deleted,
        ),
    });
  }
};

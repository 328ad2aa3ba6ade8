import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryEndpoints } from '@millenaire/contracts/endpoints/library';
import { endpointRoute } from '../../../../platform/http/endpoint-route.ts';
import type { LibraryDeps } from '../../deps.ts';
import * as comments from './service.ts';

/** /api/library/contents/{id}/comments: plain-text comments on a content. */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, libraryEndpoints.addComment, {
    handler: async (request) =>
      comments.addComment(deps, await request.actor(), request.params.id, request.body.text),
  });

  endpointRoute(app, libraryEndpoints.editComment, {
    handler: async (request) => {
      const { id, commentId } = request.params;
      return comments.editComment(deps, await request.actor(), id, commentId, request.body.text);
    },
  });

  endpointRoute(app, libraryEndpoints.deleteComment, {
    handler: async (request) => {
      const { id, commentId } = request.params;
      await comments.deleteComment(deps, await request.actor(), id, commentId);
      return {};
    },
  });
};

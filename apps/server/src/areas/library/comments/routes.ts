import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentTextSchema, idParamSchema, libraryCommentSchema } from '@millenaire/contracts';
import type { LibraryDeps } from '../deps.ts';
import * as comments from './service.ts';

const contentParams = z.object({ id: idParamSchema });
const commentParams = contentParams.extend({ commentId: idParamSchema });

/** /api/library/contents/{id}/comments: plain-text comments on a content. */
export const commentRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/contents/:id/comments',
    {
      schema: {
        params: contentParams,
        body: commentTextSchema,
        response: { 200: libraryCommentSchema },
      },
    },
    async (request) =>
      comments.addComment(deps, await request.actor(), request.params.id, request.body.text),
  );

  app.post(
    '/contents/:id/comments/:commentId',
    {
      schema: {
        params: commentParams,
        body: commentTextSchema,
        response: { 200: libraryCommentSchema },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      return comments.editComment(deps, await request.actor(), id, commentId, request.body.text);
    },
  );

  app.post(
    '/contents/:id/comments/:commentId/delete',
    { schema: { params: commentParams } },
    async (request) => {
      const { id, commentId } = request.params;
      await comments.deleteComment(deps, await request.actor(), id, commentId);
      return {};
    },
  );
};

import { idParamSchema, idParamsSchema, languageQuerySchema } from '../common.ts';
import { endpoint, multipart } from '../endpoint.ts';
import {
  commentTextSchema,
  contentCreatedSchema,
  contentFieldsSchema,
  contentImageSchema,
  contentUpdateSchema,
  counterResultSchema,
  imageLegendSchema,
  libraryCommentSchema,
  libraryContentSchema,
  libraryLabelListSchema,
  libraryListQuerySchema,
  libraryListSchema,
  starInputSchema,
  starResultSchema,
} from '../library.ts';

const commentParams = idParamsSchema.extend({ commentId: idParamSchema });
const imageParams = idParamsSchema.extend({ imageId: idParamSchema });
const params = idParamsSchema;

/** The content library: players' archives with their images, comments, stars and counters. */
export const libraryEndpoints = {
  categories: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/library/categories/',
    query: languageQuerySchema,
    response: libraryLabelListSchema,
  }),
  cultures: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/library/cultures/',
    query: languageQuerySchema,
    response: libraryLabelListSchema,
  }),
  contents: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/library/contents/',
    query: libraryListQuerySchema,
    response: libraryListSchema,
  }),
  myContents: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/library/mycontents/',
    query: libraryListQuerySchema,
    response: libraryListSchema,
  }),
  content: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/library/contents/:id',
    params,
    query: languageQuerySchema,
    response: libraryContentSchema,
  }),
  create: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/',
    body: contentFieldsSchema,
    response: contentCreatedSchema,
  }),
  update: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id',
    params,
    query: languageQuerySchema,
    body: contentUpdateSchema,
    response: libraryContentSchema,
  }),
  /** The archive in the field contentfile. */
  uploadFile: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/uploadfile',
    params,
    query: languageQuerySchema,
    body: multipart,
    response: libraryContentSchema,
  }),
  download: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/library/contents/:id/download',
    params,
  }),
  addComment: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/comments',
    params,
    body: commentTextSchema,
    response: libraryCommentSchema,
  }),
  editComment: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/comments/:commentId',
    params: commentParams,
    body: commentTextSchema,
    response: libraryCommentSchema,
  }),
  deleteComment: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/comments/:commentId/delete',
    params: commentParams,
  }),
  star: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/star',
    params,
    body: starInputSchema,
    response: starResultSchema,
  }),
  addView: endpoint({
    access: 'anyone',
    method: 'POST',
    path: '/api/library/contents/:id/addview',
    params,
    response: counterResultSchema,
  }),
  addDownload: endpoint({
    access: 'anyone',
    method: 'POST',
    path: '/api/library/contents/:id/adddl',
    params,
    response: counterResultSchema,
  }),
  /** The image in picture1 and the field legend (imageLegendSchema). */
  addImage: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/images',
    params,
    body: multipart,
    response: contentImageSchema,
  }),
  updateLegend: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/images/:imageId',
    params: imageParams,
    body: imageLegendSchema,
    response: contentImageSchema,
  }),
  deleteImage: endpoint({
    access: 'member',
    method: 'POST',
    path: '/api/library/contents/:id/images/:imageId/delete',
    params: imageParams,
  }),
};

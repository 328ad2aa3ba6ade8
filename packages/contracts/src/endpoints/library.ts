import { idParamSchema, idParamsSchema, languageQuerySchema } from '../common.ts';
import { endpoint, multipart, type EndpointBudget } from '../endpoint.ts';
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

/** A library budget: ten members' worth per address (a school or a family shares one). */
const libraryBudget = (name: string, account: number, seconds: number): EndpointBudget => ({
  name: `library-${name}`,
  account,
  address: account * 10,
  seconds,
});

/**
 * The library's write budgets (docs/security.md lists them): far above what a
 * member does on a busy day, far below what a script does in a minute.
 */
const LIBRARY_BUDGETS = {
  /** New contents: a creator publishes a few a week. */
  create: libraryBudget('create', 10, 3600),
  /** Changes to a content's texts, category and cultures. */
  edits: libraryBudget('edits', 60, 600),
  /** Comments written or edited. */
  comments: libraryBudget('comments', 20, 600),
  /** Stars given or taken back. */
  stars: libraryBudget('stars', 60, 600),
  /** Images added: a content shows a handful. */
  images: libraryBudget('images', 30, 3600),
  /** Legends changed. */
  legends: libraryBudget('legends', 60, 600),
  /** Archives uploaded: a creator uploads a few a day, with a retry or two. */
  archives: libraryBudget('archives', 20, 86_400),
};

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
    budget: LIBRARY_BUDGETS.create,
    method: 'POST',
    path: '/api/library/contents/',
    body: contentFieldsSchema,
    response: contentCreatedSchema,
  }),
  update: endpoint({
    access: 'member',
    budget: LIBRARY_BUDGETS.edits,
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
    budget: LIBRARY_BUDGETS.archives,
    notifies: { kind: 'version', subject: 'library', param: 'id' },
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
    budget: LIBRARY_BUDGETS.comments,
    notifies: { kind: 'comment', subject: 'library', param: 'id' },
    method: 'POST',
    path: '/api/library/contents/:id/comments',
    params,
    body: commentTextSchema,
    response: libraryCommentSchema,
  }),
  editComment: endpoint({
    access: 'member',
    budget: LIBRARY_BUDGETS.comments,
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
    budget: LIBRARY_BUDGETS.stars,
    method: 'POST',
    path: '/api/library/contents/:id/star',
    params,
    body: starInputSchema,
    response: starResultSchema,
  }),
  addView: endpoint({
    access: 'anyone',
    announces: false,
    method: 'POST',
    path: '/api/library/contents/:id/addview',
    params,
    response: counterResultSchema,
  }),
  addDownload: endpoint({
    access: 'anyone',
    announces: false,
    method: 'POST',
    path: '/api/library/contents/:id/adddl',
    params,
    response: counterResultSchema,
  }),
  /** The image in picture1 and the field legend (imageLegendSchema). */
  addImage: endpoint({
    access: 'member',
    budget: LIBRARY_BUDGETS.images,
    method: 'POST',
    path: '/api/library/contents/:id/images',
    params,
    body: multipart,
    response: contentImageSchema,
  }),
  updateLegend: endpoint({
    access: 'member',
    budget: LIBRARY_BUDGETS.legends,
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

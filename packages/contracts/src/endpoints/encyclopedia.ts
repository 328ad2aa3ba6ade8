import { z } from 'zod';
import {
  endpoint,
  multipart,
  multipartOrJson,
  type EndpointBudget,
  type EndpointNotice,
} from '../endpoint.ts';
import {
  changesListSchema,
  contentIndexSchema,
  contentLanguageQuerySchema,
  cultureListSchema,
  descriptionInputSchema,
  encyclopediaImageSchema,
  entryDetailSchema,
  entryHistorySchema,
  entryParamsSchema,
  imageRestoreSchema,
  imagesListSchema,
  imageUpdateSchema,
  itemListSchema,
  restoredImageSchema,
  savedDescriptionSchema,
} from '../encyclopedia.ts';

// Path parameters are any text: an unknown culture, type or item answers 404, not 400.
const cultureParams = z.object({ culture: z.string() });
const typeParams = cultureParams.extend({ type: z.string() });
const imageParams = entryParamsSchema.extend({ pos: z.string().regex(/^[1-9][0-9]{0,8}$/) });
const query = contentLanguageQuerySchema;

/** The encyclopedia's budgets, an hour each; docs/security.md lists them with the tests that prove them. */
const ENCYCLOPEDIA_BUDGETS = {
  /** Description saves (a restore is a save). */
  edits: { name: 'encyclopedia-edits', seconds: 3600, newAccount: 30, account: 200, address: 300 },
  /** New images and replaced files: each is stored and converted. */
  uploads: {
    name: 'encyclopedia-uploads',
    seconds: 3600,
    newAccount: 10,
    account: 60,
    address: 40,
  },
  /** Captions, enabling, disabling, deleting and restoring images. */
  changes: {
    name: 'encyclopedia-changes',
    seconds: 3600,
    newAccount: 30,
    account: 300,
    address: 300,
  },
} satisfies Record<string, EndpointBudget>;

/** Followers of the culture a write touches hear of it. */
const CHANGES_CULTURE: EndpointNotice = { kind: 'change', subject: 'culture', param: 'culture' };

/**
 * The cultures and their items (read by all), descriptions and images (written
 * by any account), and the administrators' lists of what changed.
 */
export const encyclopediaEndpoints = {
  contentIndex: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/encyclopedia/contentindex/',
    query,
    response: contentIndexSchema,
  }),
  changesList: endpoint({
    access: 'admin',
    cache: 'no-store',
    method: 'GET',
    path: '/api/encyclopedia/changeslist/',
    query,
    response: changesListSchema,
  }),
  imagesList: endpoint({
    access: 'admin',
    cache: 'no-store',
    method: 'GET',
    path: '/api/encyclopedia/imageslist',
    query,
    response: imagesListSchema,
  }),
  cultures: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/encyclopedia/',
    query,
    response: cultureListSchema,
  }),
  culture: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/encyclopedia/:culture',
    params: cultureParams,
    query,
    response: entryDetailSchema,
  }),
  items: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/encyclopedia/:culture/:type',
    params: typeParams,
    query,
    response: itemListSchema,
  }),
  item: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/encyclopedia/:culture/:type/:itemkey',
    params: entryParamsSchema,
    query,
    response: entryDetailSchema,
  }),
  /** A culture's own page is its entry of type 'cultures' whose itemkey is the culture. */
  saveDescription: endpoint({
    access: 'member',
    budget: ENCYCLOPEDIA_BUDGETS.edits,
    notifies: CHANGES_CULTURE,
    method: 'POST',
    path: '/api/encyclopedia/:culture/:type/:itemkey',
    params: entryParamsSchema,
    query,
    body: descriptionInputSchema,
    response: savedDescriptionSchema,
  }),
  cultureHistory: endpoint({
    access: 'anyone',
    cache: 'no-store',
    method: 'GET',
    path: '/api/encyclopedia/:culture/history',
    params: cultureParams,
    query,
    response: entryHistorySchema,
  }),
  history: endpoint({
    access: 'anyone',
    cache: 'no-store',
    method: 'GET',
    path: '/api/encyclopedia/:culture/:type/:itemkey/history',
    params: entryParamsSchema,
    query,
    response: entryHistorySchema,
  }),
  /** The image in picture1 and the fields of imageUploadFieldsSchema. */
  addImage: endpoint({
    access: 'member',
    budget: ENCYCLOPEDIA_BUDGETS.uploads,
    notifies: CHANGES_CULTURE,
    method: 'POST',
    path: '/api/encyclopedia/:culture/:type/:itemkey/images',
    params: entryParamsSchema,
    body: multipart,
    response: encyclopediaImageSchema,
  }),
  updateImage: endpoint({
    access: 'member',
    budget: ENCYCLOPEDIA_BUDGETS.changes,
    notifies: CHANGES_CULTURE,
    method: 'POST',
    path: '/api/encyclopedia/:culture/:type/:itemkey/images/:pos',
    params: imageParams,
    body: multipartOrJson(imageUpdateSchema),
    response: encyclopediaImageSchema,
  }),
  deleteImage: endpoint({
    access: 'member',
    budget: ENCYCLOPEDIA_BUDGETS.changes,
    notifies: CHANGES_CULTURE,
    method: 'POST',
    path: '/api/encyclopedia/:culture/:type/:itemkey/images/:pos/delete',
    params: imageParams,
  }),
  /** A new file in picture1 for the image at pos; the old one stays in its history. */
  replaceImage: endpoint({
    access: 'member',
    budget: ENCYCLOPEDIA_BUDGETS.uploads,
    notifies: CHANGES_CULTURE,
    method: 'POST',
    path: '/api/encyclopedia/:culture/:type/:itemkey/images/:pos/replace',
    params: imageParams,
    body: multipart,
    response: encyclopediaImageSchema,
  }),
  /** Brings back a version of the image's history (a deleted image too). */
  restoreImage: endpoint({
    access: 'member',
    budget: ENCYCLOPEDIA_BUDGETS.changes,
    notifies: CHANGES_CULTURE,
    method: 'POST',
    path: '/api/encyclopedia/:culture/:type/:itemkey/images/:pos/restore',
    params: imageParams,
    body: imageRestoreSchema,
    response: restoredImageSchema,
  }),
};

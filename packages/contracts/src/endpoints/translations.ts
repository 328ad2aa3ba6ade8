import { z } from 'zod';
import { idParamSchema, languageQuerySchema } from '../common.ts';
import { endpoint, type EndpointBudget } from '../endpoint.ts';
import {
  checkDismissalInputSchema,
  checkDismissalListSchema,
  fileKeySchema,
  glossarySchema,
  glossaryTermInputSchema,
  glossaryTermSchema,
  historyListSchema,
  langCodeSchema,
  recentChangeListSchema,
  translationFileListSchema,
  translationFileInfoSchema,
  translationFileSchema,
  translationReviewActionSchema,
  translationSearchQuerySchema,
  translationSearchSchema,
  translationSuggestionsQuerySchema,
  translationSuggestionsSchema,
  translationSavedSchema,
  translationSaveSchema,
  translationStatusListSchema,
} from '../translations.ts';

const languageParams = z.object({ language: langCodeSchema });
const fileParams = z.object({ language: langCodeSchema, filekey: fileKeySchema });

/**
 * The translation centre's budgets (docs/security.md lists them): a
 * translator saves a page of lines at a time and confirms lines one by one,
 * a few hundred an hour on a long day; an address holds a few translators.
 */
const TRANSLATION_BUDGETS = {
  /** File saves (elements or whole text). */
  saves: { name: 'translations-saves', seconds: 3600, account: 300, address: 900 },
  /** Lines confirmed, or put back to review. */
  reviews: { name: 'translations-reviews', seconds: 3600, account: 600, address: 1_800 },
  /**
   * Searches the cached answers could not give, per address: each reads every
   * file of two languages, a few a second at a translator's pace.
   */
  searches: { name: 'translations-search-address', seconds: 60, address: 120 },
  /** Suggestion lists the cached answers could not give, per address: a few a minute at most. */
  suggestions: { name: 'translations-suggestions-address', seconds: 60, address: 60 },
} satisfies Record<string, EndpointBudget>;

/** The mod's languages (the status table) and the translation centre. */
export const translationsEndpoints = {
  status: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translations/',
    query: languageQuerySchema,
    response: translationStatusListSchema,
  }),
  files: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/latestfiles/:language',
    params: languageParams,
    response: translationFileListSchema,
  }),
  file: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/latestfiles/:language/:filekey',
    params: fileParams,
    response: translationFileSchema,
  }),
  save: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.saves,
    // What the status table and the advancements' names show changes too.
    announces: ['translationsapp', 'translations', 'advancements'],
    notifies: { kind: 'change', subject: 'language', param: 'language' },
    method: 'POST',
    path: '/api/translationsapp/latestfiles/:language/:filekey',
    params: fileParams,
    body: translationSaveSchema,
    response: translationSavedSchema,
  }),
  review: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.reviews,
    announces: ['translationsapp', 'translations'],
    method: 'POST',
    path: '/api/translationsapp/reviews/:language/:filekey',
    params: fileParams,
    body: translationReviewActionSchema,
    response: translationFileInfoSchema,
  }),
  /** A file's checks said not to be problems, for the editor. */
  checkDismissals: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/checks/:language/:filekey',
    params: fileParams,
    response: checkDismissalListSchema,
  }),
  /** A translator says one check of one line is not a problem (kept, shown, undone by restoreCheck). */
  dismissCheck: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.reviews,
    method: 'POST',
    path: '/api/translationsapp/checks/:language/:filekey',
    params: fileParams,
    body: checkDismissalInputSchema,
    response: checkDismissalListSchema,
  }),
  restoreCheck: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.reviews,
    method: 'POST',
    path: '/api/translationsapp/checks/:language/:filekey/restore',
    params: fileParams,
    body: checkDismissalInputSchema,
    response: checkDismissalListSchema,
  }),
  search: endpoint({
    access: 'anyone',
    budget: TRANSLATION_BUDGETS.searches,
    method: 'GET',
    path: '/api/translationsapp/search/:language',
    params: languageParams,
    query: translationSearchQuerySchema,
    response: translationSearchSchema,
  }),
  suggestions: endpoint({
    access: 'anyone',
    budget: TRANSLATION_BUDGETS.suggestions,
    method: 'GET',
    path: '/api/translationsapp/suggestions/:language/:filekey',
    params: fileParams,
    query: translationSuggestionsQuerySchema,
    response: translationSuggestionsSchema,
  }),
  glossary: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/glossary/:language',
    params: languageParams,
    response: glossarySchema,
  }),
  addGlossaryTerm: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/translationsapp/glossary/:language',
    params: languageParams,
    body: glossaryTermInputSchema,
    response: glossaryTermSchema,
  }),
  removeGlossaryTerm: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/translationsapp/glossary/:language/:id/delete',
    params: z.object({ language: langCodeSchema, id: idParamSchema }),
    response: glossaryTermSchema,
  }),
  restoreGlossaryTerm: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/translationsapp/glossary/:language/:id/restore',
    params: z.object({ language: langCodeSchema, id: idParamSchema }),
    response: glossaryTermSchema,
  }),
  history: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/history/:filekey/:language',
    params: z.object({ filekey: fileKeySchema, language: langCodeSchema }),
    response: historyListSchema,
  }),
  recentChanges: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/recentchanges',
    response: recentChangeListSchema,
  }),
  // Zip archives, reached by navigation. The double slash is the spec's
  // client's; the server answers with one slash too.
  archiveAll: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api//translationsapp/archives',
  }),
  archive: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api//translationsapp/archives/:language',
    params: languageParams,
  }),
};

import { z } from 'zod';
import { idParamSchema, languageQuerySchema } from '../common.ts';
import { endpoint, type EndpointBudget } from '../endpoint.ts';
import {
  checkDismissalInputSchema,
  checkDismissalListSchema,
  translationCommentInputSchema,
  translationCommentListSchema,
  translationCommentSchema,
  fileKeySchema,
  glossarySchema,
  glossaryTermInputSchema,
  glossaryTermSchema,
  fileRestoreSchema,
  historyListSchema,
  langCodeSchema,
  memberSuggestionAcceptSchema,
  memberSuggestionInputSchema,
  memberSuggestionListSchema,
  memberSuggestionRejectSchema,
  lineHistoryQuerySchema,
  lineHistorySchema,
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
const commentParams = fileParams.extend({ id: idParamSchema });

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
  /**
   * Members' suggestions for lines: a member suggests line by line, a few
   * dozen an hour on a keen day; an account not yet confirmed fewer.
   */
  memberSuggestions: {
    name: 'translations-member-suggestions',
    seconds: 3600,
    account: 120,
    newAccount: 60,
    address: 360,
  },
  /**
   * Comments on lines: a discussion is a few remarks an hour; members not yet
   * confirmed take part too, with less.
   */
  comments: {
    name: 'translations-comments',
    seconds: 600,
    account: 20,
    newAccount: 10,
    address: 200,
  },
  /** Comments deleted or put back. */
  commentRemovals: {
    name: 'translations-comment-removals',
    seconds: 600,
    account: 60,
    address: 600,
  },
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
  /** A file's comments on its lines, oldest first, for the editor. */
  comments: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/comments/:language/:filekey',
    params: fileParams,
    response: translationCommentListSchema,
  }),
  /** Any member remarks on one element of a file; the language's followers are told. */
  addComment: endpoint({
    access: 'member',
    budget: TRANSLATION_BUDGETS.comments,
    notifies: { kind: 'comment', subject: 'language', param: 'language' },
    method: 'POST',
    path: '/api/translationsapp/comments/:language/:filekey',
    params: fileParams,
    body: translationCommentInputSchema,
    response: translationCommentSchema,
  }),
  /** Its author or an administrator deletes a comment (undone by restoreComment). */
  deleteComment: endpoint({
    access: 'member',
    budget: TRANSLATION_BUDGETS.commentRemovals,
    method: 'POST',
    path: '/api/translationsapp/comments/:language/:filekey/:id/delete',
    params: commentParams,
    response: translationCommentSchema,
  }),
  restoreComment: endpoint({
    access: 'member',
    budget: TRANSLATION_BUDGETS.commentRemovals,
    method: 'POST',
    path: '/api/translationsapp/comments/:language/:filekey/:id/restore',
    params: commentParams,
    response: translationCommentSchema,
  }),
  /** A file's member suggestions: those waiting for a translator, and those decided. */
  memberSuggestions: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/membersuggestions/:language/:filekey',
    params: fileParams,
    response: memberSuggestionListSchema,
  }),
  /** Any member suggests a value for one element; a translator accepts or rejects it. */
  suggestLine: endpoint({
    access: 'member',
    budget: TRANSLATION_BUDGETS.memberSuggestions,
    method: 'POST',
    path: '/api/translationsapp/membersuggestions/:language/:filekey',
    params: fileParams,
    body: memberSuggestionInputSchema,
    response: memberSuggestionListSchema,
  }),
  /** The suggestion (or the translator's edit of it) saved as a new version, in its author's name. */
  acceptSuggestion: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.saves,
    announces: ['translationsapp', 'translations', 'advancements'],
    notifies: { kind: 'change', subject: 'language', param: 'language' },
    method: 'POST',
    path: '/api/translationsapp/membersuggestions/:language/:filekey/:id/accept',
    params: z.object({ language: langCodeSchema, filekey: fileKeySchema, id: idParamSchema }),
    body: memberSuggestionAcceptSchema,
    response: memberSuggestionListSchema,
  }),
  rejectSuggestion: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.reviews,
    method: 'POST',
    path: '/api/translationsapp/membersuggestions/:language/:filekey/:id/reject',
    params: z.object({ language: langCodeSchema, filekey: fileKeySchema, id: idParamSchema }),
    body: memberSuggestionRejectSchema,
    response: memberSuggestionListSchema,
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
  /** An older version of a file put back as a new save, on top of the one the translator saw. */
  restoreFile: endpoint({
    access: 'confirmed',
    budget: TRANSLATION_BUDGETS.saves,
    announces: ['translationsapp', 'translations', 'advancements'],
    notifies: { kind: 'change', subject: 'language', param: 'language' },
    method: 'POST',
    path: '/api/translationsapp/history/:filekey/:language/restore',
    params: z.object({ filekey: fileKeySchema, language: langCodeSchema }),
    body: fileRestoreSchema,
    response: translationFileInfoSchema,
  }),
  /** Every value one element of a file had, newest first, each against the one before. */
  lineHistory: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/translationsapp/linehistory/:language/:filekey',
    params: fileParams,
    query: lineHistoryQuerySchema,
    response: lineHistorySchema,
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

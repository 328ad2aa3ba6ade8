import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.ts';
import { exactText, textBlock, textLine } from './text.ts';

/** GET /api/translations: one row per language of the mod. */
export const translationStatusItemSchema = z.object({
  lang: z.string(),
  name_native: z.string(),
  name: z.string(),
  percentage: z.number().int().min(0).max(100),
  /** English elements translated and not to review. */
  reviewed: z.number().int().min(0),
  /** Translated elements whose English changed since: to review. */
  toreview: z.number().int().min(0),
  /** English elements without a translation. */
  missing: z.number().int().min(0),
});
export type TranslationStatusItem = z.infer<typeof translationStatusItemSchema>;

export const translationStatusListSchema = z.array(translationStatusItemSchema);

/** The status table's bar: 4 pixels per percent. */
export const STATUS_BAR_PX_PER_PERCENT = 4;

export type CompletionIcon = 'high' | 'medium' | 'low';

/** The status table's icon: 75 % or more, 50 % or more, or below. */
export function completionIcon(percentage: number): CompletionIcon {
  if (percentage >= 75) return 'high';
  if (percentage >= 50) return 'medium';
  return 'low';
}

export type CompletionColour = 'green' | 'blue' | 'red';

/** The translation centre's colour: over 99 % green, over 50 % blue, else red. */
export function completionColour(percentage: number): CompletionColour {
  if (percentage > 99) return 'green';
  if (percentage > 50) return 'blue';
  return 'red';
}

/* ---------- Translation centre (/api/translationsapp) ---------- */

/** A language folder name, as the mod spells it: 'fr', 'pt_br'. */
export const langCodeSchema = z.string().regex(/^[a-z]{2,3}(_[a-z]{2,4})?$/);
/** A file key: its name without folder and extension; letters, digits and '_' only. */
export const fileKeySchema = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);

/** The longest line a save may hold, by either path (splitcontent or the whole text). */
export const MAX_TRANSLATION_LINE = 20_000;

/** The spec's splitcontent: each element's lines, in file order, and the notes for translators. */
export const splitContentSchema = z.object({
  elements: z.record(
    exactText().max(200),
    z.array(exactText().max(MAX_TRANSLATION_LINE)).max(2_000),
  ),
  explanations: exactText().max(200_000),
});
export type SplitContentPayload = z.infer<typeof splitContentSchema>;

/** One file as the overview lists it (without its text). */
export const translationFileInfoSchema = z.object({
  filekey: z.string(),
  filename: z.string(),
  language: z.string(),
  author: z.string().nullable(),
  version: z.string().nullable(),
  createdon: z.string(),
  elementcount: z.number().int(),
  /** The version of the text this answer shows; a save names it as the one it is based on. */
  revision: z.number().int(),
  /** Completion against the English file, 0 to 100. */
  percentage: z.number().int(),
  /** Translated elements whose English changed since they were translated. */
  toreview: z.number().int(),
  /** Lines in which the checks (packages/modfiles line-checks.ts) find something, against the English. */
  checks: z.number().int().min(0),
  /** Open member suggestions for its lines, waiting for a translator. */
  suggestions: z.number().int().min(0),
});
export type TranslationFileInfo = z.infer<typeof translationFileInfoSchema>;
export const translationFileListSchema = z.array(translationFileInfoSchema);

/**
 * What a check found in a saved line (packages/modfiles line-checks.ts, its
 * codes and what they name): worth a look, never a reason to refuse the save.
 */
export const translationIssueSchema = z.object({
  element: z.string(),
  line: z.number().int(),
  code: z.string(),
  /** What the reference has and the line lacks (placeholders, colour codes, punctuation). */
  missing: z.array(z.string()).optional(),
  /** What the line has and the reference does not. */
  extra: z.array(z.string()).optional(),
});
export type TranslationIssuePayload = z.infer<typeof translationIssueSchema>;

/** A line to review: the English it was translated from, the English now, and when that changed. */
export const translationReviewSchema = z.object({
  before: z.array(z.string()),
  after: z.array(z.string()),
  changedon: z.string(),
});
export type TranslationReview = z.infer<typeof translationReviewSchema>;

export const translationFileSchema = translationFileInfoSchema.extend({
  content: z.string(),
  splitcontent: splitContentSchema,
  /** The file's lines to review, by element. */
  reviews: z.record(z.string(), translationReviewSchema),
});
export type TranslationFile = z.infer<typeof translationFileSchema>;

/** Largest text a save may carry, in characters (the mod's biggest file is ~300 KB). */
export const MAX_TRANSLATION_CHARS = 2_000_000;

/**
 * POST /api/translationsapp/latestfiles/{language}/{filekey}: either the
 * elements (only those given change) or the whole text. `basedon` is the
 * revision the translator started from (0 for a new file); an older one
 * answers 409 CONFLICT.
 */
export const translationSaveSchema = z
  .object({
    filename: exactText().max(200),
    basedon: z.number().int().min(0).optional(),
    splitcontent: splitContentSchema.partial().optional(),
    content: exactText()
      .max(MAX_TRANSLATION_CHARS)
      .refine(
        (text) => text.split(/\r\n|\r|\n/).every((line) => line.length <= MAX_TRANSLATION_LINE),
        {
          message: `a line longer than ${MAX_TRANSLATION_LINE} characters`,
        },
      )
      .optional(),
  })
  .refine((body) => (body.splitcontent === undefined) !== (body.content === undefined), {
    message: 'splitcontent or content',
    path: ['content'],
  });
export type TranslationSave = z.infer<typeof translationSaveSchema>;

/**
 * POST /api/translationsapp/reviews/{language}/{filekey}: lines confirmed as
 * still right for the changed English (`reviewed: true`), or, to take a
 * confirmation back, to review again (`reviewed: false`).
 */
/** One check of one line said not to be a problem: it holds while the line keeps this value. */
export const checkDismissalInputSchema = z.object({
  element: exactText().min(1).max(200),
  /** The line within the element, from 0. */
  line: z.number().int().min(0).max(10_000),
  /** One of packages/modfiles' LINE_CHECK_CODES. */
  code: exactText().min(1).max(40),
  value: exactText().max(MAX_TRANSLATION_LINE),
});
export type CheckDismissalInput = z.infer<typeof checkDismissalInputSchema>;
export const checkDismissalSchema = checkDismissalInputSchema.extend({
  /** Who said so; null once the account is gone. */
  by: z.string().nullable(),
  at: z.string(),
});
export type CheckDismissal = z.infer<typeof checkDismissalSchema>;
/** GET /api/translationsapp/checks/{language}/{filekey}: the file's checks said not to be problems. */
export const checkDismissalListSchema = z.object({ dismissed: z.array(checkDismissalSchema) });
export type CheckDismissalList = z.infer<typeof checkDismissalListSchema>;

/** Longest comment on a line of a translation file, in characters. */
export const TRANSLATION_COMMENT_MAX_LENGTH = 2_000;

/**
 * POST /api/translationsapp/comments/{language}/{filekey}: a remark on one
 * element of the file (a term, a line), plain text of several lines.
 */
export const translationCommentInputSchema = z.object({
  element: exactText().min(1).max(200),
  body: textBlock().min(1).max(TRANSLATION_COMMENT_MAX_LENGTH),
});
export type TranslationCommentInput = z.infer<typeof translationCommentInputSchema>;

export const translationCommentSchema = z.object({
  id: idSchema,
  element: z.string(),
  body: z.string(),
  /** The author's login; null once the account is gone. */
  author: z.string().nullable(),
  /** The author's account id, for the delete rule (canEditComment). */
  authorid: idSchema.nullable(),
  postedon: isoDateSchema,
});
export type TranslationComment = z.infer<typeof translationCommentSchema>;

/** GET /api/translationsapp/comments/{language}/{filekey}: the file's comments, oldest first. */
export const translationCommentListSchema = z.object({
  comments: z.array(translationCommentSchema),
});
export type TranslationCommentList = z.infer<typeof translationCommentListSchema>;

export const translationReviewActionSchema = z.object({
  elements: z.array(exactText().min(1).max(200)).min(1).max(2_000),
  reviewed: z.boolean(),
});
export type TranslationReviewAction = z.infer<typeof translationReviewActionSchema>;

/** The mod's formatting codes (§ and a letter or digit), which a translator does not type in a search. */
const FORMATTING_CODE = /§[0-9a-fk-or]/gi;

/** Text as a translation search compares it: without accents, formatting codes or case. */
export function searchFold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(FORMATTING_CODE, '').toLowerCase();
}

/** Shortest and longest text a translation search looks for. */
export const TRANSLATION_SEARCH_MIN = 2;
export const TRANSLATION_SEARCH_MAX = 100;
/** At most this many elements in a search's answer. */
export const TRANSLATION_SEARCH_LIMIT = 100;

/**
 * GET /api/translationsapp/search/{language}: the elements of a language's
 * files whose key, reference text or translation holds `q` (case, accents
 * and the mod's colour codes aside); `filekey` keeps to one file, `reference`
 * names the reference language (English when absent).
 */
export const translationSearchQuerySchema = z.object({
  q: textLine().min(TRANSLATION_SEARCH_MIN).max(TRANSLATION_SEARCH_MAX),
  reference: langCodeSchema.optional(),
  filekey: fileKeySchema.optional(),
});
export type TranslationSearchQuery = z.infer<typeof translationSearchQuerySchema>;

export const translationSearchHitSchema = z.object({
  filekey: z.string(),
  element: z.string(),
  reference: z.array(z.string()),
  /** Null when the language has no translation of it. */
  translation: z.array(z.string()).nullable(),
  /** Where the text was found first: the key, the reference or the translation. */
  matched: z.enum(['key', 'reference', 'translation']),
});
export type TranslationSearchHit = z.infer<typeof translationSearchHitSchema>;

export const translationSearchSchema = z.object({
  hits: z.array(translationSearchHitSchema),
  /** More elements matched than the answer holds. */
  more: z.boolean(),
});
export type TranslationSearch = z.infer<typeof translationSearchSchema>;

/** At most this many suggestions for one element. */
export const SUGGESTIONS_PER_ELEMENT = 5;
/** The least similarity (in %) of a reference text for its translation to be suggested. */
export const SUGGESTION_MIN_SIMILARITY = 65;

/**
 * One suggestion of the translation memory for an element: a translation
 * already made in the language (or in a related one), its placeholders
 * renamed to the element's own.
 */
export const translationSuggestionSchema = z.object({
  /** same: made for the same reference text; similar: for a similar one; related: the same element in a related language. */
  kind: z.enum(['same', 'similar', 'related']),
  lines: z.array(z.string()),
  /** How close the two reference texts are, in % (100 for same; 0 for related). */
  similarity: z.number().int().min(0).max(100),
  /** Where it was found: its language, file and element (the first of them when used more than once). */
  language: z.string(),
  filekey: z.string(),
  element: z.string(),
  /** How many elements translate that reference text this way. */
  uses: z.number().int().min(1),
});
export type TranslationSuggestion = z.infer<typeof translationSuggestionSchema>;

/** GET /api/translationsapp/suggestions/{language}/{filekey}: per element, best first; elements without any are left out. */
export const translationSuggestionsSchema = z.object({
  suggestions: z.record(z.string(), z.array(translationSuggestionSchema)),
});
export type TranslationSuggestions = z.infer<typeof translationSuggestionsSchema>;

export const translationSuggestionsQuerySchema = z.object({
  reference: langCodeSchema.optional(),
});

/** Where a glossary term comes from: the encyclopedia's names (en → fr), or an administrator. */
export const GLOSSARY_SOURCES = ['culture', 'villager', 'building', 'tradegood', 'site'] as const;

export const glossaryTermSchema = z.object({
  /** The row of a term an administrator added; null for the encyclopedia's. */
  id: z.number().int().nullable(),
  /** The English term. */
  term: z.string(),
  /** Its established translation in the language. */
  translation: z.string(),
  source: z.enum(GLOSSARY_SOURCES),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** GET /api/translationsapp/glossary/{language}: the language's terms, English term order. */
export const glossarySchema = z.object({ terms: z.array(glossaryTermSchema) });
export type Glossary = z.infer<typeof glossarySchema>;

/** POST /api/translationsapp/glossary/{language}: adds a term, or changes its translation. */
export const glossaryTermInputSchema = z.object({
  term: textLine().min(2).max(100),
  translation: textLine().min(1).max(200),
});
export type GlossaryTermInput = z.infer<typeof glossaryTermInputSchema>;

export const translationSavedSchema = z.object({
  file: translationFileInfoSchema,
  warnings: z.array(translationIssueSchema),
});
export type TranslationSaved = z.infer<typeof translationSavedSchema>;

export const elementChangeSchema = z.object({
  type: z.enum(['newElement', 'removedElement', 'newLine', 'removedLine', 'change']),
  element: z.string(),
  line: z.number().int().optional(),
  lines: z.array(z.string()).optional(),
  text: z.string().optional(),
  old: z.string().optional(),
  new: z.string().optional(),
});
export type ElementChangePayload = z.infer<typeof elementChangeSchema>;

/** A recent change (spec §3), plus the file's name. */
export const recentChangeSchema = z.object({
  language: z.string(),
  filekey: z.string(),
  filename: z.string(),
  version: z.string().nullable(),
  author: z.string().nullable(),
  elementcount: z.number().int(),
  initialimport: z.boolean(),
  createdon: z.string(),
});
export type RecentChange = z.infer<typeof recentChangeSchema>;
export const recentChangeListSchema = z.array(recentChangeSchema);

/** One version in a file's history, with its differences from the previous one. */
export const historyEntrySchema = recentChangeSchema.extend({
  revision: z.number().int(),
  changes: z.array(elementChangeSchema),
  /** The older revision this version put back, when it was restored from the history. */
  restoredfrom: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyListSchema = z.array(historyEntrySchema);

/**
 * POST /api/translationsapp/history/{filekey}/{language}/restore: puts an
 * older version back as a new one, made on top of `basedon` (the latest
 * revision the translator saw; CONFLICT when the file changed since).
 */
export const fileRestoreSchema = z.object({
  revision: idSchema,
  basedon: idSchema,
});
export type FileRestore = z.infer<typeof fileRestoreSchema>;

/** GET /api/translationsapp/linehistory/{language}/{filekey}?element=: one element's values. */
export const lineHistoryQuerySchema = z.object({ element: exactText().min(1).max(200) });

/** A piece of the difference between two values of a line: words kept, added or removed. */
export const wordDiffPartSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type WordDiffPart = z.infer<typeof wordDiffPartSchema>;

/** One value an element had: the version that wrote it, and what it changed from the one before. */
export const lineValueSchema = z.object({
  revision: z.number().int(),
  author: z.string().nullable(),
  createdon: z.string(),
  initialimport: z.boolean(),
  restoredfrom: z.number().int().nullable(),
  /** The element's lines from this version on; null when the version removed it. */
  lines: z.array(z.string()).nullable(),
  /** The lines' text (joined by new lines) against the value before; [] for the first value. */
  diff: z.array(wordDiffPartSchema),
});
export type LineValue = z.infer<typeof lineValueSchema>;

/** Every value an element of a file had, newest first. */
export const lineHistorySchema = z.object({
  element: z.string(),
  values: z.array(lineValueSchema),
});
export type LineHistory = z.infer<typeof lineHistorySchema>;

/* ---------- Member suggestions ---------- */

/** The most lines one suggestion may hold, and their total length. */
export const MEMBER_SUGGESTION_MAX_LINES = 200;
export const MEMBER_SUGGESTION_MAX_CHARS = 50_000;
/** The longest reason a translator may give for a rejection. */
export const MEMBER_SUGGESTION_REASON_MAX = 500;
/** Decided and closed suggestions a file's answer lists, newest first. */
export const MEMBER_SUGGESTIONS_DECIDED_LIMIT = 100;

const suggestedLines = z
  .array(exactText().max(MAX_TRANSLATION_LINE))
  .min(1)
  .max(MEMBER_SUGGESTION_MAX_LINES)
  .refine(
    (lines) => lines.reduce((sum, line) => sum + line.length, 0) <= MEMBER_SUGGESTION_MAX_CHARS,
    { message: `more than ${MEMBER_SUGGESTION_MAX_CHARS} characters` },
  );

/** POST /api/translationsapp/membersuggestions/{language}/{filekey}: a member's value for one element. */
export const memberSuggestionInputSchema = z.object({
  element: exactText().min(1).max(200),
  lines: suggestedLines,
});
export type MemberSuggestionInput = z.infer<typeof memberSuggestionInputSchema>;

/** POST …/{id}/accept: the suggestion as it is, or as the translator edited it (`lines`). */
export const memberSuggestionAcceptSchema = z.object({ lines: suggestedLines.optional() });
export type MemberSuggestionAccept = z.infer<typeof memberSuggestionAcceptSchema>;

/** POST …/{id}/reject: with a reason for its author, or none. */
export const memberSuggestionRejectSchema = z.object({
  reason: textBlock().max(MEMBER_SUGGESTION_REASON_MAX).optional(),
});
export type MemberSuggestionReject = z.infer<typeof memberSuggestionRejectSchema>;

/**
 * open: waiting for a translator; accepted, rejected: decided; closed: its
 * element left the English file, so there is nothing left to suggest for.
 */
export const MEMBER_SUGGESTION_STATUSES = ['open', 'accepted', 'rejected', 'closed'] as const;
export type MemberSuggestionStatus = (typeof MEMBER_SUGGESTION_STATUSES)[number];

export const memberSuggestionSchema = z.object({
  id: idSchema,
  element: z.string(),
  lines: z.array(z.string()),
  /** The element's lines in the translation when it was suggested. */
  base: z.array(z.string()),
  /** An open suggestion whose line was saved since with another value. */
  stale: z.boolean(),
  /** Its author's login; null once the account is gone. */
  author: z.string().nullable(),
  createdon: z.string(),
  status: z.enum(MEMBER_SUGGESTION_STATUSES),
  /** Who accepted or rejected it, and when (closed: when its element went). */
  decidedby: z.string().nullable(),
  decidedon: z.string().nullable(),
  reason: z.string().nullable(),
  /** The lines written when accepted (the translator may have edited them), and the revision. */
  acceptedlines: z.array(z.string()).nullable(),
  revision: z.number().int().nullable(),
});
export type MemberSuggestion = z.infer<typeof memberSuggestionSchema>;

/** GET /api/translationsapp/membersuggestions/{language}/{filekey}. */
export const memberSuggestionListSchema = z.object({
  /** Waiting for a translator, oldest first. */
  open: z.array(memberSuggestionSchema),
  /** Accepted, rejected or closed, newest first (MEMBER_SUGGESTIONS_DECIDED_LIMIT at most). */
  decided: z.array(memberSuggestionSchema),
});
export type MemberSuggestionList = z.infer<typeof memberSuggestionListSchema>;

/** Recent changes shows this many, newest first. */
export const RECENT_CHANGES_LIMIT = 500;
/** Elements per page in the editor and the history, and the pagination window. */
export const TRANSLATION_PAGE_SIZE = 20;
export const TRANSLATION_PAGE_WINDOW = 20;

import { z } from 'zod';
import { exactText, textBlock, textLine } from './text.ts';
import { flagSchema, idSchema, idTextSchema, isoDateSchema, siteLanguageSchema } from './common.ts';
import { RICH_TEXT_MAX_BYTES, richTextWords } from './rich-text.ts';

/** Cards per page of the library list, and page links shown by its paginator. */
export const LIBRARY_PAGE_SIZE = 12;
/**
 * The most contents an unpaged list answers (the newest first): past it the
 * answer would be megabytes for every visit. `total` then says how many there
 * are, and `?page=` reads them all.
 */
export const LIBRARY_UNPAGED_LIMIT = 1_000;
export const LIBRARY_PAGE_LINKS = 20;
/** A card's description is cut at this many characters, plus an ellipsis. */
export const LIBRARY_CARD_DESCRIPTION_LENGTH = 100;
export const LIBRARY_COMMENT_MAX_LENGTH = 5000;
export const LIBRARY_LEGEND_MAX_LENGTH = 500;

/**
 * What the library's free-text search looks in for a content: its title and
 * the words of its description, in lower case. Stored with the content and
 * indexed by trigrams, so a search never reads the descriptions themselves.
 */
export function librarySearchText(title: string, descriptionHtml: string): string {
  return `${title} ${richTextWords(descriptionHtml)}`.toLowerCase();
}

/** A search shorter than this cannot use the trigram index and reads every content. */
export const LIBRARY_SEARCH_INDEXED_LENGTH = 3;

/** A library category or culture, labelled in the asked language. */
export const libraryLabelSchema = z.object({ id: idSchema, label: z.string() });
export type LibraryLabel = z.infer<typeof libraryLabelSchema>;
export const libraryLabelListSchema = z.array(libraryLabelSchema);

/** An image of a content; files are served from /libraryres/img/. */
export const contentImageSchema = z.object({
  /** The image's own id, for POST .../images/{imageId} and .../delete. */
  id: idSchema,
  contentid: idSchema,
  pos: z.number().int(),
  filename: z.string(),
  previewname: z.string(),
  legend: z.string(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A comment: plain text. `author` and `modifiedby` are logins, null once the account is gone. */
export const libraryCommentSchema = z.object({
  id: idSchema,
  text: z.string(),
  author: z.string().nullable(),
  /** The author's account id, for the edit and delete rule (canEditComment). */
  authorid: idSchema.nullable(),
  postedon: isoDateSchema,
  modifiedby: z.string().nullable(),
  modifiedon: isoDateSchema.nullable(),
});
export type LibraryComment = z.infer<typeof libraryCommentSchema>;

/**
 * A library content. The list leaves out `images` and `comments`; the detail
 * (GET /api/library/contents/{id}) carries both.
 */
export const libraryContentSchema = z.object({
  contentid: idSchema,
  title: z.string(),
  /** Sanitized rich text (HTML). */
  description: z.string(),
  version: z.string(),
  /** Category and culture ids, with their labels in the asked language. */
  category: idSchema,
  culture: idSchema,
  catlabel: z.string(),
  cultlabel: z.string(),
  /** The author's login, null once the account is gone. */
  author: z.string().nullable(),
  /** The author's account id, for the edit rule (canEditContent). */
  authorid: idSchema.nullable(),
  createdon: isoDateSchema,
  lastmodified: isoDateSchema,
  /** Where the archive downloads from, null until one is uploaded. */
  url: z.string().nullable(),
  /** The archive's name for the visitor and its size in bytes, null until one is uploaded. */
  filename: z.string().nullable(),
  filesize: z.number().int().nullable(),
  /**
   * The archive's SHA-512 (hex), so a player can check what was downloaded,
   * and its type as told by its first bytes, such as 'application/zip'
   * (not by its name); null until one is uploaded.
   */
  filesha512: z.string().nullable(),
  filetype: z.string().nullable(),
  confirmed: flagSchema,
  /** Whether the viewer starred it ('0' for visitors). */
  starred: flagSchema,
  nbview: z.number().int(),
  nbdl: z.number().int(),
  nbstars: z.number().int(),
  nbcomments: z.number().int(),
  /** The first image's preview, null without images. */
  previewname: z.string().nullable(),
  images: z.array(contentImageSchema).optional(),
  comments: z.array(libraryCommentSchema).optional(),
});
export type LibraryContent = z.infer<typeof libraryContentSchema>;

/**
 * GET /api/library/contents/ and /mycontents/. Asked with any of page,
 * category, culture, q, sort or starred, the answer is one page and also
 * carries total, page and pagesize. Unpaged, it holds the newest
 * LIBRARY_UNPAGED_LIMIT contents at most, and total when there are more.
 */
export const libraryListSchema = z.object({
  contents: z.array(libraryContentSchema),
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pagesize: z.number().int().optional(),
  categories: libraryLabelListSchema,
  cultures: libraryLabelListSchema,
});
export type LibraryList = z.infer<typeof libraryListSchema>;

export const LIBRARY_SORTS = ['recent', 'oldest', 'downloads', 'views', 'stars'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

const trueFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');
const optionalId = idTextSchema.optional();

export const libraryListQuerySchema = z.object({
  language: siteLanguageSchema.default('en'),
  /** Administrators only; ignored for anyone else. */
  withunconfirmed: trueFlag,
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/)
    .transform(Number)
    .optional(),
  category: optionalId,
  culture: optionalId,
  /** Matches the title, description or author, ignoring case. */
  q: textLine().max(200).optional(),
  sort: z.enum(LIBRARY_SORTS).optional(),
  /** Only the contents the viewer starred. */
  starred: trueFlag,
});
export type LibraryListQuery = z.infer<typeof libraryListQuerySchema>;

/** An id given as a number or as decimal digits. */
const idInput = z.union([idSchema, idTextSchema]);

/** POST /api/library/contents/ */
export const contentFieldsSchema = z.object({
  title: textLine().min(1).max(200),
  version: textLine().min(1).max(50),
  category: idInput,
  culture: idInput,
  /** Rich text, sanitized by the server; it must hold some text. */
  description: exactText().max(RICH_TEXT_MAX_BYTES),
});
export type ContentFields = z.infer<typeof contentFieldsSchema>;

/** '0'/'1', 0/1 or a boolean. */
const flagInput = z.union([flagSchema, z.literal(0), z.literal(1), z.boolean()]);
export const toFlag = (value: z.infer<typeof flagInput>): boolean =>
  value === true || value === 1 || value === '1';

/** POST /api/library/contents/{id}: the same fields, plus confirmed (set only when given, by administrators). */
export const contentUpdateSchema = contentFieldsSchema.extend({
  confirmed: flagInput.nullish(),
});
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

export const contentCreatedSchema = z.object({ contentid: idSchema });

/** POST .../comments and .../comments/{commentId}: plain text. */
export const commentTextSchema = z.object({
  text: textBlock().min(1).max(LIBRARY_COMMENT_MAX_LENGTH),
});

/** POST .../star */
export const starInputSchema = z.object({ enabled: flagInput });
export const starResultSchema = z.object({ starred: flagSchema, nbstars: z.number().int() });

/** POST .../addview and .../adddl: the counter after the call. */
export const counterResultSchema = z.object({ count: z.number().int() });

/** POST .../images/{imageId}; the multipart field `legend` of POST .../images follows it too. */
export const imageLegendSchema = z.object({
  legend: textLine().max(LIBRARY_LEGEND_MAX_LENGTH).default(''),
});

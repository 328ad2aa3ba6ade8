import { z } from 'zod';
import { textLine } from './text.ts';
import { idSchema } from './common.ts';

/** GET /api/hof/?language= : an avatar and lines of text, the first shown in bold. */
export const hofItemSchema = z.object({
  /** An image name under /libraryres/img/. */
  avatar: z.string(),
  text: z.array(z.string()),
});
export type HofItem = z.infer<typeof hofItemSchema>;
export const hofListSchema = z.array(hofItemSchema);

const lines = z.array(textLine().min(1).max(300)).min(1).max(12);

/** An entry as administrators edit it, in both languages. */
export const hofEntrySchema = z.object({
  id: idSchema,
  avatar: z.string(),
  text_en: z.array(z.string()),
  text_fr: z.array(z.string()),
  pos: z.number().int(),
});
export type HofEntry = z.infer<typeof hofEntrySchema>;
export const hofEntryListSchema = z.array(hofEntrySchema);

/** POST /api/hof/{id} (JSON): an entry's lines and its position. */
export const hofTextsSchema = z.object({
  text_en: lines,
  text_fr: lines,
  pos: z.number().int().min(0).max(100_000).default(0),
});
export type HofTexts = z.input<typeof hofTextsSchema>;

/**
 * Multipart fields of POST /api/hof/ (create, with `avatar` the image file) and
 * POST /api/hof/{id} (update; the image is optional there): the lines are
 * sent as JSON arrays of strings.
 */
/** A multipart field holding a JSON array of lines. */
const jsonLines = z
  .string()
  .max(8000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(lines);

export const hofEntryFieldsSchema = z.object({
  text_en: jsonLines,
  text_fr: jsonLines,
  pos: z.coerce.number().int().min(0).max(100_000).default(0),
});

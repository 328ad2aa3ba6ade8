import { z } from 'zod';

export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

export const siteLanguageSchema = z.enum(SITE_LANGUAGES);

/** `?language=en|fr`; missing means the default, anything else is refused. */
export const languageQuerySchema = z.object({
  language: siteLanguageSchema.default(DEFAULT_SITE_LANGUAGE),
});
export type LanguageQuery = z.infer<typeof languageQuerySchema>;

/** The '0'/'1' string flags the spec's client expects. */
export const flagSchema = z.enum(['0', '1']);
export type Flag = z.infer<typeof flagSchema>;

/** Dates cross the API as ISO 8601 in UTC. */
export const isoDateSchema = z.iso.datetime();

/**
 * The largest id: ids are PostgreSQL `integer` columns, so no row of either
 * database can have a greater one, and SQLite is held to the same range. An
 * id past it names nothing: in a path it answers 404, as an unknown id does;
 * in a query or a body it is refused (400), as any other bad id is.
 */
export const ID_MAX = 2_147_483_647;

/** Plain decimal digits, so '0x10', '1e3', '+1' or ' 7' are refused rather than read as numbers. */
const ID_DIGITS = /^[1-9][0-9]*$/;

/** The id written in text (a path, a subject, a report's key), or null when no row can have it. */
export function parseId(text: string): number | null {
  if (!ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

export const idSchema = z.number().int().positive().max(ID_MAX);

/** An id in a query string or a form: decimal digits, within the range. */
export const idTextSchema = z.string().regex(ID_DIGITS).transform(Number).pipe(idSchema);

/**
 * The message of a path id past ID_MAX: the error handler answers it as the
 * 404 of an unknown id, which is what it is on either database.
 */
export const UNKNOWN_ID = 'unknown id';

/** A path parameter holding an integer id, in decimal digits. */
export const idParamSchema = z
  .string()
  .regex(ID_DIGITS)
  .transform(Number)
  .pipe(z.number().max(ID_MAX, UNKNOWN_ID));

/** The `:id` of a path, for the calls whose only parameter it is. */
export const idParamsSchema = z.object({ id: idParamSchema });

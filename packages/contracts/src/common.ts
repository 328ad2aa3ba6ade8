import { z } from './zod.ts';

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

export const idSchema = z.number().int().positive();

/**
 * A path parameter holding an integer id: plain decimal digits only, so
 * '0x10', '1e3', '+1' or ' 7' are refused rather than read as numbers.
 */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);

/** The `:id` of a path, for the calls whose only parameter it is. */
export const idParamsSchema = z.object({ id: idParamSchema });

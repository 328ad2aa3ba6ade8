import { z } from 'zod';

export const ACCOUNT_LEVELS = ['new', 'confirmed', 'admin'] as const;
export const accountLevelSchema = z.enum(ACCOUNT_LEVELS);
export type AccountLevel = z.infer<typeof accountLevelSchema>;

/** Claims of the signed login token (plus `sub`, the user id). */
export const tokenClaimsSchema = z.object({
  login: z.string(),
  role: accountLevelSchema,
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

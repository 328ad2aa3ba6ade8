import { z } from 'zod';
import { idSchema, isoDateSchema, siteLanguageSchema } from './common.ts';

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

/**
 * Logins: 3 to 32 letters, digits, '_', '-' or '.', so a player can keep the
 * in-game name (3 to 16 of [A-Za-z0-9_]). Unique ignoring case.
 */
export const LOGIN_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const loginSchema = z.string().trim().regex(LOGIN_PATTERN);

/** Long enough for any passphrase, short enough to keep hashing cheap. */
export const PASSWORD_MAX_LENGTH = 256;
const passwordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** An e-mail address, or nothing: '' and null both mean none. */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), z.email().max(254)])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

export const loginPayloadSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: passwordSchema,
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const createAccountPayloadSchema = z.object({
  username: loginSchema,
  password: passwordSchema,
  email: optionalEmailSchema,
  captcha: z.string().min(1).max(10_000),
});
export type CreateAccountPayload = z.input<typeof createAccountPayloadSchema>;

export const userSchema = z.object({
  id: idSchema,
  login: z.string(),
  email: z.string().nullable(),
  accountlevel: accountLevelSchema,
  lastlogin: isoDateSchema.nullable(),
  logincount: z.number().int().min(0),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

export const setLevelPayloadSchema = z.object({ accountlevel: accountLevelSchema });

export const passwordChangePayloadSchema = z.object({
  password: passwordSchema,
  oldpassword: passwordSchema,
});
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

export const requestNewPasswordPayloadSchema = z.object({
  email: z.email().max(254),
  language: siteLanguageSchema.default('en'),
});
export type RequestNewPasswordPayload = z.input<typeof requestNewPasswordPayloadSchema>;

export const resetPasswordPayloadSchema = z.object({
  email: z.email().max(254),
  key: z.string().min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
export const resetPasswordResponseSchema = z.object({ login: z.string() });

/** GET /api/users/me: who the token (header or cookie) belongs to. */
export const meSchema = z.object({
  id: idSchema,
  login: z.string(),
  accountlevel: accountLevelSchema,
});
export type Me = z.infer<typeof meSchema>;

/** The cookie and local-storage key holding the login token. */
export const TOKEN_KEY = 'millenaire_token';

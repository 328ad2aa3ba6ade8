import { z } from 'zod';
import { exactText, textLine } from './text.ts';
import { idSchema, isoDateSchema, siteLanguageSchema } from './common.ts';

export const ACCOUNT_LEVELS = ['new', 'confirmed', 'admin'] as const;
export const accountLevelSchema = z.enum(ACCOUNT_LEVELS);
export type AccountLevel = z.infer<typeof accountLevelSchema>;

/** Claims of the signed login token (plus `sub`, the user id). */
export const tokenClaimsSchema = z.object({
  login: z.string(),
  role: accountLevelSchema,
  exp: z.number().int(),
  /**
   * Present (true) on an administrator's token while the account has no
   * second factor: until one is set up it acts as a confirmed member.
   */
  needs_second_factor: z.literal(true).optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/**
 * Logins: 3 to 32 letters, digits, '_', '-' or '.', so a player can keep the
 * in-game name (3 to 16 of [A-Za-z0-9_]). Unique ignoring case.
 */
export const LOGIN_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;
export const loginSchema = textLine().regex(LOGIN_PATTERN);

/** Long enough for any passphrase, short enough to keep hashing cheap. */
export const PASSWORD_MAX_LENGTH = 256;
/** The strength rule of every password (scored in ./password.ts): its shortest length... */
export const PASSWORD_MIN_LENGTH = 5;
/** ...and the lowest strength score it may have, of 4. */
export const PASSWORD_MIN_SCORE = 2;
const passwordSchema = exactText().min(1).max(PASSWORD_MAX_LENGTH);

/** An e-mail address as the site accepts it, everywhere (server and forms alike). */
export const emailSchema = z.email().max(254);

/**
 * The one e-mail format rule: the server refuses exactly what this refuses
 * (emailSchema checks zod's address pattern and the length; this checks the
 * same two without a schema, so the forms carry no schema).
 */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  return address.length <= 254 && z.regexes.email.test(address);
}

/** An e-mail address, or nothing: '' and null both mean none. */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), emailSchema])
  .optional()
  .transform((v) => (v ? v.toLowerCase() : null));

export const loginPayloadSchema = z.object({
  username: textLine().min(1).max(64),
  password: passwordSchema,
  /**
   * ALTCHA's solved challenge, needed only while the login is under attack
   * from many addresses: the answer INVALID_CAPTCHA asks for it.
   */
  captcha: exactText().min(1).max(10_000).optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * POST /api/users/loginuser: the token, or for an account with a second
 * factor a ticket (valid a few minutes) to send with the code.
 */
export const loginAnswerSchema = z.union([tokenResponseSchema, z.object({ ticket: z.string() })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * A code from the authenticator app (6 digits) or a recovery code (10
 * letters and digits); spaces and dashes are ignored.
 */
export const secondFactorCodeSchema = textLine().min(1).max(40);

/** POST /api/users/loginuser/secondfactor: the login's second step. */
export const secondFactorLoginPayloadSchema = z.object({
  ticket: exactText().min(1).max(2000),
  code: secondFactorCodeSchema,
});
export type SecondFactorLoginPayload = z.infer<typeof secondFactorLoginPayloadSchema>;

/** A code proving the member holds the second factor, for changing it. */
export const secondFactorCodePayloadSchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorCodePayload = z.infer<typeof secondFactorCodePayloadSchema>;

/** GET /api/users/secondfactor: the member's own second factor. */
export const secondFactorStateSchema = z.object({
  on: z.boolean(),
  /** Recovery codes not used yet (0 while off). */
  recoveryCodesLeft: z.number().int().min(0),
  /** Administrators must have one: they cannot turn it off. */
  required: z.boolean(),
});
export type SecondFactorState = z.infer<typeof secondFactorStateSchema>;

/**
 * POST /api/users/secondfactor/setup: a new secret for the authenticator app,
 * as text, as an otpauth:// address and as a QR code (an SVG data: address).
 * It replaces the one in use only once a code from it is confirmed.
 */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qr: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** Ten one-time codes, shown once, for when the authenticator app is lost. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/users/secondfactor/confirm: the second factor is on; a fresh token and the recovery codes. */
export const secondFactorConfirmedSchema = tokenResponseSchema.extend(recoveryCodesSchema.shape);
export type SecondFactorConfirmed = z.infer<typeof secondFactorConfirmedSchema>;

/** What an administrator did to an account, as the moderation log keeps it. */
export const MODERATION_ACTIONS = [
  'level',
  'suspend',
  'reinstate',
  'rollback',
  'second-factor-reset',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One line of the moderation log: who did what to which account, when. */
export const moderationEntrySchema = z.object({
  id: idSchema,
  at: isoDateSchema,
  /** The administrator's login (as it was, once that account is gone). */
  by: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** The account acted on (as it was, once it is gone). */
  account: z.string(),
  /** The new level, or the time a rollback went back to; '' otherwise. */
  detail: z.string(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;
/** GET /api/users/moderationlog: the newest entries first. */
export const moderationLogSchema = z.object({ entries: z.array(moderationEntrySchema) });
export type ModerationLog = z.infer<typeof moderationLogSchema>;

export const createAccountPayloadSchema = z.object({
  username: loginSchema,
  password: passwordSchema,
  email: optionalEmailSchema,
  captcha: exactText().min(1).max(10_000),
});
export type CreateAccountPayload = z.input<typeof createAccountPayloadSchema>;

export const userSchema = z.object({
  id: idSchema,
  login: z.string(),
  email: z.string().nullable(),
  accountlevel: accountLevelSchema,
  lastlogin: isoDateSchema.nullable(),
  logincount: z.number().int().min(0),
  /** Suspended by an administrator: no login, no session, until reinstated. */
  suspended: z.boolean(),
  /** Signs in with a second factor (a code from an authenticator app). */
  secondFactor: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** The columns the user administration sorts by. */
export const USER_SORTS = ['login', 'email', 'accountlevel', 'lastlogin', 'logincount'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const USER_PAGE_SIZE = 20;
export const USER_PAGE_SIZE_MAX = 100;

/** A positive whole number given in the query string as plain decimal digits. */
function countParam(max: number) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/)
    .transform(Number)
    .pipe(z.number().max(max));
}

/**
 * GET /api/users/ options, beyond the spec. Without any the answer is the
 * spec's whole list; with any, one page of it and the totals (userPageSchema).
 */
export const userListQuerySchema = z.object({
  /** Part of the login, ignoring case. */
  q: textLine().max(64).optional(),
  sort: z.enum(USER_SORTS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
  /** From 1. */
  page: countParam(1_000_000).optional(),
  pagesize: countParam(USER_PAGE_SIZE_MAX).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** True when the query asks for a page rather than the spec's whole list. */
export function isUserPageQuery(query: UserListQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/** One page of the user list: the accounts matching, and how many administrators the site has who can act (not suspended). */
export const userPageSchema = z.object({
  users: userListSchema,
  /** Accounts matching the search, over every page. */
  total: z.number().int().min(0),
  /** Administrators on the whole site (the last one cannot be demoted). */
  admins: z.number().int().min(0),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** GET /api/users/: the spec's whole list, or a page when the query asks for one. */
export const userListAnswerSchema = z.union([userListSchema, userPageSchema]);

export const setLevelPayloadSchema = z.object({ accountlevel: accountLevelSchema });

/** POST /api/users/{id}/suspension: suspends the account, or reinstates it. */
export const suspensionPayloadSchema = z.object({ suspended: z.boolean() });
export type SuspensionPayload = z.infer<typeof suspensionPayloadSchema>;

/** POST /api/users/{id}/rollback: undo every edit the account made since this time. */
export const rollbackPayloadSchema = z.object({ since: isoDateSchema });
export type RollbackPayload = z.infer<typeof rollbackPayloadSchema>;

/** How many edits each area undid, by area name ({} when no area keeps any). */
export const rollbackAnswerSchema = z.record(z.string(), z.number().int().min(0));
export type RollbackAnswer = z.infer<typeof rollbackAnswerSchema>;

export const passwordChangePayloadSchema = z.object({
  password: passwordSchema,
  oldpassword: passwordSchema,
});
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

export const requestNewPasswordPayloadSchema = z.object({
  email: emailSchema,
  language: siteLanguageSchema.default('en'),
});
export type RequestNewPasswordPayload = z.input<typeof requestNewPasswordPayloadSchema>;

export const resetPasswordPayloadSchema = z.object({
  email: emailSchema,
  key: exactText().min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
export const resetPasswordResponseSchema = z.object({ login: z.string() });

/** GET /api/users/me: who the token (header or cookie) belongs to. */
export const meSchema = z.object({
  id: idSchema,
  login: z.string(),
  accountlevel: accountLevelSchema,
  /** An administrator without a second factor, who must set one up before acting as one. */
  needsSecondFactor: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * POST /api/users/session: the account behind the token as it is now, with a
 * token carrying its current login and level (ending when the one sent does).
 */
export const sessionSchema = meSchema.extend({ token: z.string() });
export type SessionAnswer = z.infer<typeof sessionSchema>;

export { TOKEN_KEY } from './token-key.ts';

/** What became of a member's request to be confirmed. */
export const CONFIRMATION_STATES = ['open', 'approved', 'declined'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** A member's request to be confirmed, as its member and the administrators see it. */
export const confirmationRequestSchema = z.object({
  id: idSchema,
  login: z.string(),
  at: isoDateSchema,
  state: z.enum(CONFIRMATION_STATES),
  decidedAt: isoDateSchema.nullable(),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

/** GET and POST /api/users/confirmation: the member's latest request, if any. */
export const myConfirmationSchema = z.object({ request: confirmationRequestSchema.nullable() });
export type MyConfirmation = z.infer<typeof myConfirmationSchema>;

/** GET /api/users/confirmations: the open requests, oldest first. */
export const confirmationQueueSchema = z.object({ requests: z.array(confirmationRequestSchema) });
export type ConfirmationQueue = z.infer<typeof confirmationQueueSchema>;

/** POST /api/users/confirmations/{id}: an administrator's decision. */
export const confirmationDecisionSchema = z.object({ approve: z.boolean() });
export type ConfirmationDecision = z.infer<typeof confirmationDecisionSchema>;

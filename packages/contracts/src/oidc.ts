import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { textLine } from './text.ts';

export const OIDC_CLIENT_NAME_MAX = 80;
export const OIDC_REDIRECT_URI_MAX = 2000;
export const OIDC_REDIRECT_URIS_MAX = 10;

/** A client's id as the site makes them (16 characters of base64url); anything else names none. */
export const oidcClientIdSchema = z.string().regex(/^[\w-]{1,64}$/);

/**
 * A client an administrator registers: its name (shown on the consent page),
 * the addresses a login may return to, and whether it is the community's own
 * tool (trusted: no consent page). Each address must also be https (http
 * only on localhost) with no fragment, or the answer is INVALID_REDIRECT_URI
 * naming it (`redirectUris.1`).
 */
export const oidcClientPayloadSchema = z.object({
  name: textLine().min(1).max(OIDC_CLIENT_NAME_MAX),
  redirectUris: z
    .array(textLine().min(1).max(OIDC_REDIRECT_URI_MAX))
    .min(1)
    .max(OIDC_REDIRECT_URIS_MAX),
  trusted: z.boolean(),
});
export type OidcClientPayload = z.infer<typeof oidcClientPayloadSchema>;

/** A registered client; a removed one (removedAt) is unknown to the provider until restored. */
export const oidcClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  trusted: z.boolean(),
  createdAt: isoDateSchema,
  removedAt: isoDateSchema.nullable(),
});
export type OidcClient = z.infer<typeof oidcClientSchema>;
export const oidcClientListSchema = z.array(oidcClientSchema);

/** A client's credentials, answered once: the site keeps only the secret's hash. */
export const oidcCredentialsSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
});
export type OidcCredentials = z.infer<typeof oidcCredentialsSchema>;

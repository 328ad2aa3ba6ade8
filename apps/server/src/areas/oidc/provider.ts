import type { Kysely } from 'kysely';
import Provider, { type Account, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db/database.ts';
import { actingLevel, findUserById } from '../users/index.ts';
import { databaseAdapter } from './adapter.ts';
import { signingKeys } from './keys.ts';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages.ts';

/** Where the provider's own addresses live, beside the site's. */
export const OIDC_PREFIX = '/oidc';
export const INTERACTION_PATH = `${OIDC_PREFIX}/interaction`;

/** The claim carrying the account's level on the site (new, confirmed, admin). */
export const LEVEL_CLAIM = 'millenaire_level';

/** The provider's endpoints, each answered by the provider itself (routes.ts). */
export const ENDPOINTS = {
  authorization: `${OIDC_PREFIX}/auth`,
  token: `${OIDC_PREFIX}/token`,
  userinfo: `${OIDC_PREFIX}/userinfo`,
  jwks: `${OIDC_PREFIX}/jwks`,
  end_session: `${OIDC_PREFIX}/logout`,
  revocation: `${OIDC_PREFIX}/revoke`,
} as const;

/** Every address the provider answers, with its methods. */
export const PROVIDER_ROUTES: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/.well-known/openid-configuration'],
  ['GET', ENDPOINTS.authorization],
  // Where a login comes back to once the site knows who is logging in.
  ['GET', `${ENDPOINTS.authorization}/:uid`],
  ['POST', ENDPOINTS.token],
  ['GET', ENDPOINTS.userinfo],
  ['POST', ENDPOINTS.userinfo],
  ['GET', ENDPOINTS.jwks],
  ['POST', ENDPOINTS.revocation],
  ['GET', ENDPOINTS.end_session],
  ['POST', `${ENDPOINTS.end_session}/confirm`],
  ['GET', `${ENDPOINTS.end_session}/success`],
];

/** A client's metadata field: the community's own tool, which skips the consent page. */
export const TRUSTED = 'urn:millenaire:trusted';

/**
 * When what is checked was logged in (seconds since 1970): a code's or a
 * token's login, else the provider's session's.
 */
function loggedInAt(ctx: KoaContextWithOIDC, token: unknown): number | undefined {
  const held = token as { authTime?: number; iat?: number } | undefined;
  return held?.authTime ?? held?.iat ?? ctx.oidc?.session?.authTime();
}

/**
 * The account behind a login, unless it is suspended, or its sessions ended
 * (a logout everywhere, a password change) after that login: then the
 * provider refuses the code or token and asks for a new login.
 */
async function findAccount(
  db: Kysely<Database>,
  ctx: KoaContextWithOIDC,
  sub: string,
  token: unknown,
): Promise<Account | undefined> {
  const id = Number(sub);
  if (!Number.isSafeInteger(id)) return undefined;
  const user = await findUserById(db, id);
  if (!user || user.suspended_at !== null) return undefined;
  if (user.sessions_ended_at !== null) {
    const since = loggedInAt(ctx, token);
    if (since === undefined || since <= Date.parse(user.sessions_ended_at) / 1000) return undefined;
  }
  return {
    accountId: sub,
    claims: () => ({
      sub,
      preferred_username: user.login,
      name: user.login,
      ...(user.email ? { email: user.email, email_verified: false } : {}),
      // An administrator without a second factor acts as a confirmed member on the wiki too.
      [LEVEL_CLAIM]: actingLevel(user),
    }),
  };
}

/**
 * The site as an OpenID Connect provider (the certified `oidc-provider`),
 * its issuer the site's public address: discovery at
 * /.well-known/openid-configuration, everything else under /oidc. What it
 * keeps lives in the database (databaseAdapter), its keys too (keys.ts).
 */
export function createProvider(options: {
  db: Kysely<Database>;
  issuer: string;
  cookieKey: string;
  keys: JWK[];
}): Provider {
  const { db, keys } = options;
  const provider = new Provider(options.issuer, {
    adapter: databaseAdapter(db),
    jwks: { keys },
    cookies: { keys: [options.cookieKey] },
    findAccount: (ctx, sub, token) => findAccount(db, ctx, sub, token),
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', LEVEL_CLAIM],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    extraClientMetadata: { properties: [TRUSTED] },
    renderError,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      revocation: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    routes: ENDPOINTS,
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      id_token_signed_response_alg: 'RS256',
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    // A trusted client's grant is given without asking: the scopes and claims it asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.metadata()[TRUSTED] !== true) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  // Behind nginx: the issuer's scheme and host come from X-Forwarded-*.
  provider.proxy = true;
  return provider;
}

/** The provider of this instance, made again when the keys change (a rotation). */
export interface ReloadingProvider {
  readonly provider: Provider;
  readonly handle: ReturnType<Provider['callback']>;
  /** Reads the keys again; true when they changed and a new provider now serves. */
  refresh(now: Date): Promise<boolean>;
}

export async function reloadingProvider(options: {
  db: Kysely<Database>;
  issuer: string;
  cookieKey: string;
  now: Date;
}): Promise<ReloadingProvider> {
  const make = (keys: JWK[]) => {
    const provider = createProvider({ ...options, keys });
    return { provider, handle: provider.callback(), kids: keys.map((key) => key.kid).join(' ') };
  };
  let current = make(await signingKeys(options.db, options.now));
  return {
    get provider() {
      return current.provider;
    },
    get handle() {
      return current.handle;
    },
    async refresh(now) {
      const keys = await signingKeys(options.db, now);
      if (keys.map((key) => key.kid).join(' ') === current.kids) return false;
      current = make(keys);
      return true;
    },
  };
}

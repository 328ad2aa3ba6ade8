import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { needsSecondFactor, TOKEN_KEY, type AccountLevel } from '@millenaire/contracts';

/** Who is making the request. */
export interface Actor {
  id: number;
  login: string;
  /** The level the account acts with now. */
  level: AccountLevel;
  /**
   * An administrator without a second factor: acts as a confirmed member
   * (`level`), and is told to set one up when refused.
   */
  needsSecondFactor?: true;
}

export interface TokenSubject {
  id: number;
  login: string;
  accountlevel: AccountLevel;
  token_version: number;
  second_factor_secret: string | null;
}

/** What a valid second-factor ticket says: whose password was right, at which token version. */
export interface VerifiedTicket {
  userId: number;
  version: number;
}

/** What a valid token says; the user behind it is checked by `resolveActor`. */
export interface VerifiedToken {
  userId: number;
  version: number;
  /** The token's `exp`, in seconds since 1970: a renewed token keeps it. */
  expiresAt: number;
}

const TOKEN_LIFETIME = '30d';
/** Time to open the authenticator app and type its code after the password. */
const TICKET_LIFETIME = '10m';
/** The claim that makes a signed JWT a ticket, never a login token. */
const TICKET_CLAIM = 'second_factor_ticket';

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /**
     * An HS256 JWT with the spec's claims login, role, exp, plus sub and our
     * version; `expiresAt` (seconds) when it replaces a token whose end it keeps.
     */
    sign: (user: TokenSubject, expiresAt?: number): Promise<string> =>
      new SignJWT({
        login: user.login,
        role: user.accountlevel,
        ver: user.token_version,
        ...(needsSecondFactor(user.accountlevel, user.second_factor_secret !== null)
          ? { needs_second_factor: true }
          : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(expiresAt ?? TOKEN_LIFETIME)
        .sign(key),
    verify: async (token: string): Promise<VerifiedToken | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { ver, exp } = payload;
        // Every token the site signs has an expiry: one without is not ours.
        if (!Number.isInteger(userId) || typeof ver !== 'number' || exp === undefined) return null;
        if (TICKET_CLAIM in payload) return null;
        return { userId, version: ver, expiresAt: exp };
      } catch {
        return null;
      }
    },
    /** A ticket for the login's second step: the password was right, a code must follow. */
    signTicket: (user: TokenSubject): Promise<string> =>
      new SignJWT({ [TICKET_CLAIM]: user.token_version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(TICKET_LIFETIME)
        .sign(key),
    verifyTicket: async (ticket: string): Promise<VerifiedTicket | null> => {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const version = payload[TICKET_CLAIM];
        if (!Number.isInteger(userId) || typeof version !== 'number') return null;
        return { userId, version };
      } catch {
        return null;
      }
    },
  };
}
export type Tokens = ReturnType<typeof createTokens>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies login tokens. */
    tokens: Tokens;
  }
  interface FastifyRequest {
    /** The logged-in user, or null; looked up once, on first use. */
    actor(): Promise<Actor | null>;
    /** The request's token once its signature and expiry are checked (not its account). */
    verifiedToken(): Promise<VerifiedToken | null>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // The cookie counts only for reads: a cross-site form could make the browser
  // send it with a write, but never a bearer header.
  if (request.method === 'GET' || request.method === 'HEAD') return request.cookies[TOKEN_KEY];
  return undefined;
}

/**
 * Whether a request may carry a token, read from its raw headers before its
 * cookies are parsed: any Authorization header, or a cookie of the token's
 * name. Never false for a request `sentToken` would find a token in.
 */
export function mayCarryToken(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || (headers.cookie?.includes(TOKEN_KEY) ?? false);
}

const actorCache = Symbol('actor');
const tokenCache = Symbol('token');
type WithCache = FastifyRequest & {
  [actorCache]?: Promise<Actor | null>;
  [tokenCache]?: Promise<VerifiedToken | null>;
};

/** Whether the request carries a login token (a bearer header, or the cookie on a read). */
export function sentToken(request: FastifyRequest): boolean {
  return bearerToken(request) !== undefined;
}

/**
 * Whether answering the request looked at who is asking (its token or its
 * account): such an answer may differ from one visitor to another.
 */
export function viewerConsulted(request: FastifyRequest): boolean {
  return (request as WithCache)[tokenCache] !== undefined;
}

/** Decorates `app.tokens` and puts `request.actor()` on every request. */
export const authPlugin = fp<{
  tokens: Tokens;
  resolveActor: (t: VerifiedToken) => Promise<Actor | null>;
}>(
  async (app, { tokens, resolveActor }) => {
    app.decorate('tokens', tokens);
    app.decorateRequest('verifiedToken', function (this: WithCache) {
      const token = bearerToken(this);
      this[tokenCache] ??= token ? tokens.verify(token) : Promise.resolve(null);
      return this[tokenCache];
    });
    app.decorateRequest('actor', function (this: WithCache) {
      this[actorCache] ??= this.verifiedToken().then((verified) =>
        verified ? resolveActor(verified) : null,
      );
      return this[actorCache];
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

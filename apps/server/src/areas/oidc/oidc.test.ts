import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@millenaire/contracts';
import { buildApp } from '../../app.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/databases.ts';
import { testConfig, type TestContext } from '../../test/app.ts';
import { freePort } from '../../test/processes.ts';
import { bearer, createUser, post } from '../../test/users.ts';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { addClient } from './clients.ts';
import { addSigningKey } from './keys.ts';
import { LEVEL_CLAIM } from './provider.ts';

const REDIRECT = 'https://wiki.example.org/index.php/Special:PluggableAuthLogin';

/** The cookies a browser would keep for the site, from each answer's Set-Cookie. */
class Jar {
  private readonly cookies = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the browser's part of a login, from the authorization address to the
 * client's redirect address (returned, not opened), as a visitor whose site
 * cookie is `token` (none: not logged in).
 */
async function browse(start: URL, jar: Jar, stopAt: string): Promise<Response | URL> {
  let address = start;
  for (let hop = 0; hop < 10; hop++) {
    if (address.href.startsWith(stopAt)) return address;
    const response = await fetch(address, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    address = new URL(location, address);
  }
  throw new Error('too many redirects');
}

describe.each(TEST_DIALECTS)('the site as an OpenID Connect provider [%s]', (dialect) => {
  const t = { dialect } as TestContext;
  let database: TestDatabase;
  let issuer: string;
  let app: FastifyInstance;
  let clientId: string;
  let clientSecret: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    t.config = testConfig(database, { PUBLIC_URL: issuer });
    app = t.app = await buildApp(t.config, { seed: false });
    await app.listen({ host: '127.0.0.1', port });
    ({ clientId, clientSecret } = await addClient(
      app.db,
      { name: 'Wiki', redirectUris: [REDIRECT], trusted: true },
      new Date(),
    ));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const discover = (secret = clientSecret) =>
    client.discovery(new URL(issuer), clientId, secret, undefined, {
      execute: [client.allowInsecureRequests],
    });

  async function authorize(config: client.Configuration, jar: Jar) {
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid profile email openid',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
    });
    const back = await browse(url, jar, REDIRECT);
    if (!(back instanceof URL)) {
      throw new Error(`no code: ${back.status} ${await back.text()}`);
    }
    return { back, verifier, nonce };
  }

  it('runs the code flow with PKCE for a logged-in member: id_token, userinfo and its claims', async () => {
    const { user, token } = await createUser(t, { level: 'confirmed', email: 'ana@example.org' });
    const config = await discover();
    expect(config.serverMetadata().issuer).toBe(issuer);
    const { back, verifier, nonce } = await authorize(config, new Jar({ [TOKEN_KEY]: token }));
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims.sub).toBe(String(user.id));
    expect(claims.nonce).toBe(nonce);
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({
      sub: String(user.id),
      preferred_username: user.login,
      email: 'ana@example.org',
      email_verified: false,
      [LEVEL_CLAIM]: 'confirmed',
    });
  });

  it('takes the requests as MediaWiki’s client sends them', async () => {
    const { user, token } = await createUser(t);
    const config = await discover();
    const { back, verifier } = await authorize(config, new Jar({ [TOKEN_KEY]: token }));
    // Basic authentication, and client_id in the form body too; form-encoded.
    const answer = await fetch(`${issuer}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
      }),
    });
    expect(answer.status).toBe(200);
    const { access_token: accessToken } = (await answer.json()) as { access_token: string };
    // Userinfo with ?schema=openid appended.
    const info = await fetch(`${issuer}/oidc/userinfo?schema=openid`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      sub: String(user.id),
      preferred_username: user.login,
    });
  });

  it('sends a visitor who is not logged in to the site login page, coming back after', async () => {
    const config = await discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const jar = new Jar();
    const stop = await browse(url, jar, `${issuer}/user/login`);
    expect(stop).toBeInstanceOf(URL);
    const login = stop as URL;
    expect(login.searchParams.get('continue')).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  });

  it('refuses a wrong client secret and a redirect address that is not registered', async () => {
    const { token } = await createUser(t);
    const wrong = await discover('not-the-secret');
    const { back, verifier } = await authorize(wrong, new Jar({ [TOKEN_KEY]: token }));
    await expect(
      client.authorizationCodeGrant(wrong, back, { pkceCodeVerifier: verifier }),
    ).rejects.toMatchObject({ error: 'invalid_client' });

    const config = await discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: 'https://elsewhere.example.org/callback',
      scope: 'openid',
    });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('redirect_uri');
  });

  it('accepts a code once, and revokes what it gave when it comes back', async () => {
    const { token } = await createUser(t);
    const config = await discover();
    const { back, verifier, nonce } = await authorize(config, new Jar({ [TOKEN_KEY]: token }));
    const first = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
    });
    await expect(
      client.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: verifier,
        expectedNonce: nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(
      client.fetchUserInfo(config, first.access_token, first.claims()!.sub),
    ).rejects.toMatchObject({ name: 'WWWAuthenticateChallengeError', status: 401 });
  });

  it('ends what it gave when the member logs out everywhere, and asks for a new login', async () => {
    const { token } = await createUser(t);
    const config = await discover();
    const { back, verifier, nonce } = await authorize(config, new Jar({ [TOKEN_KEY]: token }));
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
    });
    const sub = tokens.claims()!.sub;
    await expect(client.fetchUserInfo(config, tokens.access_token, sub)).resolves.toBeDefined();
    // A login in the same second as the logout counts as before it: no wait is needed.
    const logout = await post(app, '/api/users/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(200);
    await expect(client.fetchUserInfo(config, tokens.access_token, sub)).rejects.toMatchObject({
      name: 'WWWAuthenticateChallengeError',
      status: 401,
    });
  });

  it('asks before a logout an application begins, in the reader’s language', async () => {
    const { token } = await createUser(t);
    for (const [language, question] of [
      ['en', 'Log out of Millénaire?'],
      ['fr', 'Se déconnecter de Millénaire\u202f?'],
    ] as const) {
      // Logged in through the provider: it holds a session to end.
      const jar = new Jar({ [TOKEN_KEY]: token, language });
      await authorize(await discover(), jar);
      const answer = await fetch(`${issuer}/oidc/logout`, { headers: { cookie: jar.header() } });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(question);
      expect(html).toMatch(/<form[^>]+action="[^"]*\/oidc\/logout\/confirm"/);
      // The site's security policy holds on the provider's pages too.
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('asks a member before a client that is not trusted reads the account, and takes a refusal', async () => {
    const other = await addClient(
      app.db,
      { name: 'Map viewer', redirectUris: [REDIRECT], trusted: false },
      new Date(),
    );
    const config = await client.discovery(
      new URL(issuer),
      other.clientId,
      other.clientSecret,
      undefined,
      { execute: [client.allowInsecureRequests] },
    );
    const { user, token } = await createUser(t);
    for (const choice of ['confirm', 'abort'] as const) {
      const jar = new Jar({ [TOKEN_KEY]: token, language: 'fr' });
      const verifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid profile email',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const asked = await browse(url, jar, REDIRECT);
      expect(asked).toBeInstanceOf(Response);
      const page = await (asked as Response).text();
      expect(page).toContain('Map viewer demande à utiliser votre compte Millénaire');
      expect(page).toContain(user.login);
      expect(page).toContain('votre adresse e-mail');
      const action = /action="([^"]+\/confirm)"/
        .exec(page)![1]!
        .replace(/\/confirm$/, `/${choice}`);
      const posted = await fetch(new URL(action, issuer), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      jar.take(posted);
      const back = await browse(new URL(posted.headers.get('location')!, issuer), jar, REDIRECT);
      expect(back).toBeInstanceOf(URL);
      if (choice === 'abort') {
        expect((back as URL).searchParams.get('error')).toBe('access_denied');
        continue;
      }
      const tokens = await client.authorizationCodeGrant(config, back as URL, {
        pkceCodeVerifier: verifier,
      });
      expect(tokens.claims()!.sub).toBe(String(user.id));
    }
  });

  it('keeps every token verifiable through a key rotation, on another instance too', async () => {
    const other = await buildApp(t.config, { seed: false });
    await other.ready();
    const { token } = await createUser(t);
    const config = await discover();
    const idToken = async () => {
      const { back, verifier, nonce } = await authorize(config, new Jar({ [TOKEN_KEY]: token }));
      const tokens = await client.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: verifier,
        expectedNonce: nonce,
      });
      return tokens.id_token!;
    };
    const kid = (jwt: string) => decodeProtectedHeader(jwt).kid;
    const before = await idToken();

    // The new key is published at once by every instance, and signs only later.
    const rotated = await addSigningKey(app.db, new Date());
    for (const instance of [app, other])
      expect(await instance.oidcKeys.refresh(new Date())).toBe(true);
    const meanwhile = await idToken();
    expect(kid(meanwhile)).toBe(kid(before));
    const later = new Date(Date.now() + 11 * 60_000);
    for (const instance of [app, other]) expect(await instance.oidcKeys.refresh(later)).toBe(true);
    const after = await idToken();
    expect(kid(after)).toBe(rotated);

    // The other instance publishes both keys: what either signed verifies.
    const keys = (await other.inject('/oidc/jwks')).json<JSONWebKeySet>();
    expect(keys.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([kid(before), rotated]));
    for (const jwt of [before, after]) {
      await expect(
        jwtVerify(jwt, createLocalJWKSet(keys), { issuer, audience: clientId }),
      ).resolves.toBeDefined();
    }
    await other.close();
  });

  it('refuses a suspended account', async () => {
    const { user, token } = await createUser(t);
    await app.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const config = await discover();
    const jar = new Jar({ [TOKEN_KEY]: token });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    // The suspended account's cookie is no session: the login page is asked for.
    const stop = await browse(url, jar, `${issuer}/user/login`);
    expect(stop).toBeInstanceOf(URL);
  });
});

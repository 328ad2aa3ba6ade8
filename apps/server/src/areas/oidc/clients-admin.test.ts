import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { OidcClient, OidcCredentials } from '@millenaire/contracts/oidc';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser, post } from '../../test/users.ts';

const REDIRECT = 'https://wiki.example.org/index.php/Special:PluggableAuthLogin';
const CLIENTS = '/api/oidc/clients';

describeWithApp('the sign-in clients on the administration page', {}, (t) => {
  const admin = async () => bearer((await createUser(t, { level: 'admin' })).token);

  const add = (headers: Record<string, string>, payload: object = {}) =>
    post(
      t.app,
      CLIENTS,
      { name: 'Community wiki', redirectUris: [REDIRECT], trusted: true, ...payload },
      headers,
    );

  /** The token endpoint's verdict on a client's secret, with a code that names nothing. */
  const tokenWith = (clientId: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'no-such-code',
        redirect_uri: REDIRECT,
      }).toString(),
    });

  /** Where the provider sends a browser a client sent to log in (a known client: the login). */
  const authorization = (clientId: string) =>
    t.app.inject(
      `/oidc/auth?${new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: REDIRECT,
      })}`,
    );

  const error = (res: LightMyRequestResponse) =>
    (res.json<{ error?: string }>().error ?? '') as string;

  it('adds a client, lists it, gives it a new secret, removes it and restores it', async () => {
    const headers = await admin();
    const added = await add(headers);
    expect(added.statusCode).toBe(200);
    const { clientId, clientSecret } = added.json<OidcCredentials>();
    expect(clientSecret.length).toBeGreaterThanOrEqual(40);

    const listed = await t.app.inject({ url: CLIENTS, headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const client = listed.json<OidcClient[]>().find((c) => c.clientId === clientId);
    expect(client).toEqual({
      clientId,
      name: 'Community wiki',
      redirectUris: [REDIRECT],
      trusted: true,
      createdAt: expect.any(String),
      removedAt: null,
    });
    // The secret is in the answer to the addition only.
    expect(listed.body).not.toContain(clientSecret);

    // The secret is known to the provider: only the code is refused.
    expect(error(await tokenWith(clientId, clientSecret))).toBe('invalid_grant');
    const renewed = await post(t.app, `${CLIENTS}/${clientId}/secret`, {}, headers);
    expect(renewed.statusCode).toBe(200);
    const { clientSecret: newSecret } = renewed.json<OidcCredentials>();
    expect(renewed.json()).toEqual({ clientId, clientSecret: newSecret });
    expect(newSecret).not.toBe(clientSecret);
    const old = await tokenWith(clientId, clientSecret);
    expect(old.statusCode).toBe(401);
    expect(error(old)).toBe('invalid_client');
    expect(error(await tokenWith(clientId, newSecret))).toBe('invalid_grant');

    // In use, the client's login goes on to the site's part of it.
    expect((await authorization(clientId)).statusCode).toBe(303);
    const removed = await post(t.app, `${CLIENTS}/${clientId}/delete`, {}, headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<OidcClient>().removedAt).toEqual(expect.any(String));
    // Removed: the provider knows it no more.
    const refused = await authorization(clientId);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('invalid_client');
    expect(error(await tokenWith(clientId, newSecret))).toBe('invalid_client');
    // Still listed, for its restoration; removing it again keeps the first date.
    const again = await post(t.app, `${CLIENTS}/${clientId}/delete`, {}, headers);
    expect(again.json<OidcClient>().removedAt).toBe(removed.json<OidcClient>().removedAt);
    const listedRemoved = (await t.app.inject({ url: CLIENTS, headers })).json<OidcClient[]>();
    expect(listedRemoved.find((c) => c.clientId === clientId)?.removedAt).toEqual(
      removed.json<OidcClient>().removedAt,
    );

    const restored = await post(t.app, `${CLIENTS}/${clientId}/restore`, {}, headers);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<OidcClient>().removedAt).toBeNull();
    expect((await authorization(clientId)).statusCode).toBe(303);
    expect(error(await tokenWith(clientId, newSecret))).toBe('invalid_grant');
  });

  it('answers 404 for a client that does not exist, 400 for an id of another form', async () => {
    const headers = await admin();
    for (const action of ['secret', 'delete', 'restore']) {
      const unknown = await post(t.app, `${CLIENTS}/NoSuchClient/${action}`, {}, headers);
      expect(unknown.statusCode, action).toBe(404);
      expect(unknown.json()).toEqual({ message: 'NOT_FOUND' });
      const malformed = await post(t.app, `${CLIENTS}/no.such.client/${action}`, {}, headers);
      expect(malformed.statusCode, action).toBe(400);
    }
  });

  it('refuses a redirect address that is not https, or has a fragment, naming it', async () => {
    const headers = await admin();
    for (const [redirectUris, field] of [
      [[REDIRECT, 'http://wiki.example.org/callback'], 'redirectUris.1'],
      [['https://wiki.example.org/callback#top'], 'redirectUris.0'],
      [['wiki.example.org'], 'redirectUris.0'],
    ] as const) {
      const refused = await add(headers, { redirectUris });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'INVALID_REDIRECT_URI', field });
    }
    // On the administrator's own machine, http will do.
    expect(
      (await add(headers, { redirectUris: ['http://localhost:8080/callback'] })).statusCode,
    ).toBe(200);
    for (const payload of [
      { redirectUris: [] },
      { redirectUris: Array.from({ length: 11 }, (_, i) => `${REDIRECT}?n=${i}`) },
      { name: ' ' },
      { name: 'x'.repeat(81) },
      { trusted: 'yes' },
    ]) {
      const refused = await add(headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'INVALID_INPUT' });
    }
  });

  it('is for administrators: 403 for a member, 401 for nobody, and nothing is written', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const before = (await t.app.inject({ url: CLIENTS, headers: await admin() })).json<
      OidcClient[]
    >();
    for (const [headers, status] of [
      [bearer(token), 403],
      [{}, 401],
    ] as const) {
      expect((await t.app.inject({ url: CLIENTS, headers })).statusCode).toBe(status);
      expect((await add(headers)).statusCode).toBe(status);
      for (const client of before.slice(0, 1)) {
        for (const action of ['secret', 'delete', 'restore']) {
          const res = await post(t.app, `${CLIENTS}/${client.clientId}/${action}`, {}, headers);
          expect(res.statusCode, action).toBe(status);
          expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
        }
      }
    }
    const after = (await t.app.inject({ url: CLIENTS, headers: await admin() })).json();
    expect(after).toEqual(before);
  });

  it('counts each administrator’s writes: 30 an hour, then 429 with Retry-After', async () => {
    const headers = await admin();
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) => add(headers, { name: `Tool ${i}` })),
    );
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(30);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.json()).toEqual({ message: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another administrator has a budget of their own.
    expect((await add(await admin())).statusCode).toBe(200);
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { MessageKey } from '@millenaire/contracts';
import type { PageRoute } from '@millenaire/contracts/routes';
import { budgetHook } from '../../platform/http/rate-limits.ts';
import { presentedSecret, sweepExpired } from './adapter.ts';
import { consentPage, languageFrom } from './pages.ts';
import { KEYS_READ_EVERY_MS } from './keys.ts';
import {
  ENDPOINTS,
  INTERACTION_PATH,
  PROVIDER_ROUTES,
  type ReloadingProvider,
} from './provider.ts';

/** The provider reads form bodies of up to 56 KiB; so does the site for it. */
const FORM_LIMIT = 56 * 1024;

/** What has expired is removed this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A login or a logout begun keeps a record until it ends or expires (an
 * interaction, a session and its logout form's secret): each address may
 * begin 60 in 10 minutes. The token and userinfo calls are not counted: a
 * wiki makes them for all its users from one address.
 */
const BEGIN_BUDGET = { name: 'oidc-begin', seconds: 600, address: 60 } as const;
/** The site's login page, which sends the visitor back to the login under way. */
const LOGIN_PAGE: PageRoute = '/user/login';

const BEGUN: ReadonlySet<string> = new Set([ENDPOINTS.authorization, ENDPOINTS.end_session]);

/** The client secret a request presents (Basic authentication or the form), with its client. */
function presented(request: FastifyRequest): { clientId: string; secret: string } | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('basic ')) {
    const basic = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = basic.indexOf(':');
    if (colon > 0) {
      try {
        return {
          clientId: decodeURIComponent(basic.slice(0, colon).replace(/\+/g, ' ')),
          secret: decodeURIComponent(basic.slice(colon + 1).replace(/\+/g, ' ')),
        };
      } catch {
        return undefined;
      }
    }
  }
  if (typeof request.body === 'string') {
    const form = new URLSearchParams(request.body);
    const clientId = form.get('client_id');
    const secret = form.get('client_secret');
    if (clientId && secret) return { clientId, secret };
  }
  return undefined;
}

/**
 * Takes the answer out of Fastify's hands, for the provider to write on the
 * raw response: the headers the site set already (its security policy) are
 * carried over first.
 */
function hijack(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue;
    // A login ends on the client's own address, reached by redirects from
    // the consent and logout forms: form-action, which browsers check along
    // a form's redirects, would stop it there.
    reply.raw.setHeader(
      name,
      name === 'content-security-policy' ? String(value).replace(/form-action [^;]*;?/, '') : value,
    );
  }
  reply.hijack();
}

/** The site's refusal, `{ "message": KEY }`, on a response Fastify no longer holds. */
function refuse(res: ServerResponse, status: number, message: MessageKey): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ message }));
}

/** Hands a request to the provider, which answers it on the raw response. */
function forward(current: ReloadingProvider) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    hijack(reply);
    const raw = request.raw as IncomingMessage & { body?: unknown };
    // A form the site has read: the provider takes it from here.
    if (typeof request.body === 'string') raw.body = request.body;
    const secret = presented(request);
    const handle = current.handle;
    const run = () => void handle(raw, reply.raw);
    if (secret) presentedSecret.run(secret, run);
    else run();
  };
}

/**
 * The provider's addresses: discovery, and under /oidc the authorization,
 * token, userinfo, keys, logout and revocation endpoints, answered by the
 * provider itself; the interaction (who is logging in) is the site's.
 */
export async function oidcRoutes(app: FastifyInstance, current: ReloadingProvider): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const handler = forward(current);
  const begin = budgetHook(app, BEGIN_BUDGET);
  for (const [method, url] of PROVIDER_ROUTES) {
    app.route({ method, url, handler, ...(BEGUN.has(url) ? { onRequest: begin } : {}) });
  }

  // What has expired goes; a rotated key is read (and published) within a minute.
  // Process-local chores, not jobs: each process does its own, and a missed
  // round is done by the next one. Closing waits for the one under way.
  const timers: NodeJS.Timeout[] = [];
  const chores = new Set<Promise<void>>();
  const chore = (name: string, work: () => Promise<unknown>) => {
    const done: Promise<void> = work()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err, chore: name }, 'periodic chore failed'))
      .finally(() => chores.delete(done));
    chores.add(done);
  };
  app.addHook('onReady', async () => {
    timers.push(
      setInterval(() => chore('oidc-sweep', () => sweepExpired(app.db)), SWEEP_EVERY_MS),
      setInterval(
        () => chore('oidc-keys', async () => void (await current.refresh(app.clock.now()))),
        KEYS_READ_EVERY_MS,
      ),
    );
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(chores);
  });
  const provider = () => current.provider;

  type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
  type Raw = { req: IncomingMessage; res: ServerResponse };

  /** The login under way, or null once its unknown or expired address is answered 404. */
  async function interaction({ req, res }: Raw): Promise<Details | null> {
    try {
      return await provider().interactionDetails(req, res);
    } catch {
      refuse(res, 404, 'NOT_FOUND');
      return null;
    }
  }

  const finish = (raw: Raw, result: InteractionResults) =>
    provider().interactionFinished(raw.req, raw.res, result, { mergeWithLastSubmission: true });

  // Who is logging in: the site's session, else its login page; then, for a
  // client that is not trusted, the member's consent.
  app.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid`, async (request, reply) => {
    hijack(reply);
    const raw = { req: request.raw, res: reply.raw };
    const details = await interaction(raw);
    if (!details) return;
    const actor = await request.actor();
    if (!actor) {
      const back = `${INTERACTION_PATH}/${details.uid}`;
      raw.res.statusCode = 303;
      raw.res.setHeader('location', `${LOGIN_PAGE}?continue=${encodeURIComponent(back)}`);
      raw.res.end();
      return;
    }
    if (details.prompt.name === 'login') {
      await finish(raw, { login: { accountId: String(actor.id) } });
      return;
    }
    const client = await provider().Client.find(String(details.params.client_id));
    raw.res.statusCode = 200;
    raw.res.setHeader('content-type', 'text/html; charset=utf-8');
    raw.res.setHeader('cache-control', 'no-store');
    raw.res.end(
      consentPage(languageFrom(request.cookies.language, request.headers['accept-language']), {
        client: client?.clientName ?? String(details.params.client_id),
        login: actor.login,
        scopes: String(details.params.scope ?? 'openid').split(' '),
        action: `${INTERACTION_PATH}/${details.uid}`,
      }),
    );
  });

  // The member allows the client what it asked for.
  app.post<{ Params: { uid: string } }>(
    `${INTERACTION_PATH}/:uid/confirm`,
    async (request, reply) => {
      hijack(reply);
      const raw = { req: request.raw, res: reply.raw };
      const details = await interaction(raw);
      if (!details) return;
      const accountId = details.session?.accountId;
      if (!accountId || details.prompt.name !== 'consent') {
        refuse(raw.res, 400, 'INVALID_INPUT');
        return;
      }
      const grant =
        (details.grantId ? await provider().Grant.find(details.grantId) : undefined) ??
        new (provider().Grant)({ accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      await finish(raw, { consent: { grantId: await grant.save() } });
    },
  );

  // The member refuses: the client is told access_denied.
  app.post<{ Params: { uid: string } }>(
    `${INTERACTION_PATH}/:uid/abort`,
    async (request, reply) => {
      hijack(reply);
      const raw = { req: request.raw, res: reply.raw };
      if (!(await interaction(raw))) return;
      await finish(raw, {
        error: 'access_denied',
        error_description: 'the member refused',
      });
    },
  );
}

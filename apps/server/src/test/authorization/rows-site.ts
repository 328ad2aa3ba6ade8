import { PAGE_ROUTES } from '@millenaire/contracts/routes';
import { unsubscribeKey } from '../../areas/notifications/index.ts';
import { addClient } from '../../areas/oidc/clients.ts';
import { ADMIN, at, json, MEMBER, PUBLIC, type Fixtures, type Row } from './visitors.ts';

/**
 * The pages whose address names no data: each answers anyone with the page
 * (a page for members only is drawn by the browser, which sends a visitor on).
 */
const FIXED_PAGES: Row[] = PAGE_ROUTES.filter(
  (route) => !route.includes(':') && route !== '/php/dlpage.php',
).map((route) => [`GET ${route}`, PUBLIC, at(route)]);

const REDIRECT = 'https://wiki.example.org/index.php/Special:PluggableAuthLogin';

/** A client of the OpenID Connect provider of its own, for a call that names one. */
const clientUrl = (action: string) => async (f: Fixtures) => {
  const client = { name: 'Wiki', redirectUris: [REDIRECT], trusted: true };
  const { clientId } = await addClient(f.t.app.db, client, new Date());
  return { url: `/api/oidc/clients/${clientId}/${action}` };
};

/** A job kept as failed, for a call that runs one again. */
async function failedJob(f: Fixtures): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await f.t.app.db
    .insertInto('jobs')
    .values({
      kind: 'mail',
      payload: JSON.stringify({ to: 'nobody@example.org', subject: 'Test', text: 'Never sent.' }),
      state: 'failed',
      attempts: 8,
      run_after: '2999-01-01T00:00:00.000Z',
      last_error: 'refused',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Pages, files, the mod's calls, notifications and reports. */
export const SITE_ROWS: Row[] = [
  ...FIXED_PAGES,
  // Pages naming data, files and the mod's own calls: public.
  // The shell is reached at '/': its own name redirects there.
  ['GET /index.html', '3xx 3xx 3xx . . 3xx 3xx', at('/index.html')],
  // Files of the web build, and the page for an address nothing answers.
  ['GET /*', '404 404 404 . . 404 404', at('/no-such-page')],
  ['GET /robots.txt', PUBLIC, at('/robots.txt')],
  ['GET /sitemap.xml', PUBLIC, at('/sitemap.xml')],
  ['GET /api/search', PUBLIC, at('/api/search?q=norman&language=fr')],
  ['GET /sitemaps/:file', PUBLIC, at('/sitemaps/library-1.xml')],
  ['GET /feeds/releases.atom', PUBLIC, at('/feeds/releases.atom?lang=fr')],
  ['GET /feeds/library.atom', PUBLIC, at('/feeds/library.atom?culture=1')],
  ['GET /feeds/encyclopedia.atom', PUBLIC, at('/feeds/encyclopedia.atom?lang=fr')],
  ['GET /feeds/translations.atom', PUBLIC, at('/feeds/translations.atom?language=fr')],
  ['GET /library/:content', PUBLIC, (f) => ({ url: `/library/${f.demo.contentWithFile}` })],
  [
    'GET /library/:content/edit',
    PUBLIC,
    (f) => ({ url: `/library/${f.demo.contentWithFile}/edit` }),
  ],
  [
    'GET /library/:content/editimages',
    PUBLIC,
    (f) => ({ url: `/library/${f.demo.contentWithFile}/editimages` }),
  ],
  ['GET /libraryres/img/:name', PUBLIC, (f) => ({ url: `/libraryres/img/${f.demo.libraryImage}` })],
  ['GET /advancements/:player', PUBLIC, (f) => ({ url: `/advancements/${f.demo.player}` })],
  [
    'GET /translationcentre/history/:filekey/:language',
    PUBLIC,
    (f) => ({ url: `/translationcentre/history/${f.demo.filekey}/${f.demo.language}` }),
  ],
  [
    'GET /translationcentre/files/:filekey/:referenceLanguage/:translationLanguage',
    PUBLIC,
    (f) => ({ url: `/translationcentre/files/${f.demo.filekey}/en/${f.demo.language}` }),
  ],
  [
    'GET /encyclopedia/:culture',
    PUBLIC,
    (f) => ({ url: `/encyclopedia/${f.demo.entry.split('/')[0]}` }),
  ],
  [
    'GET /encyclopedia/:culture/edit',
    PUBLIC,
    (f) => ({ url: `/encyclopedia/${f.demo.entry.split('/')[0]}/edit` }),
  ],
  [
    'GET /encyclopedia/:culture/:type/:itemkey',
    PUBLIC,
    (f) => ({ url: `/encyclopedia/${f.demo.entry}` }),
  ],
  [
    'GET /encyclopedia/:culture/:type/:itemkey/edit',
    PUBLIC,
    (f) => ({ url: `/encyclopedia/${f.demo.entry}/edit` }),
  ],
  ['GET /lastversion/:file', PUBLIC, at('/lastversion/1.12.2.txt')],
  ['GET /php/mlnuse.php', '400 400 400 . . 400 400', at('/php/mlnuse.php')],
  ['GET /php/bonuscheck.php', PUBLIC, at('/php/bonuscheck.php?login=nobody')],
  ['GET /php/dlpage.php', PUBLIC, (f) => ({ url: `/php/dlpage.php?file=${f.demo.download}` })],
  ['GET /downloads/:file', PUBLIC, (f) => ({ url: `/downloads/${f.demo.download}` })],
  ['GET /healthz', PUBLIC, at('/healthz')],
  // Only from the machine itself or with the metrics token: others learn nothing.
  ['GET /metrics', '404 404 404 . . 404 404', at('/metrics')],

  ['GET /api/site', PUBLIC, at('/api/site')],

  // The OpenID Connect provider: discovery and keys for anyone; a token asked
  // for without a client, or a login that was never begun, refused to all.
  ['GET /.well-known/openid-configuration', PUBLIC, at('/.well-known/openid-configuration')],
  ['GET /oidc/jwks', PUBLIC, at('/oidc/jwks')],
  // A login asked for by no client, or resumed when it was never begun.
  ['GET /oidc/auth', '400 400 400 . . 400 400', at('/oidc/auth')],
  ['GET /oidc/auth/:uid', '400 400 400 . . 400 400', at('/oidc/auth/unknown')],
  [
    'POST /oidc/token',
    '400 400 400 . . 400 400',
    json(
      () => '/oidc/token',
      () => ({ grant_type: 'authorization_code', code: 'none' }),
    ),
  ],
  // Userinfo and revocation need a client's token or credentials.
  ['GET /oidc/userinfo', '401 401 401 . . 401 401', at('/oidc/userinfo')],
  [
    'POST /oidc/userinfo',
    '400 400 400 . . 400 400',
    json(
      () => '/oidc/userinfo',
      () => ({}),
    ),
  ],
  [
    'POST /oidc/revoke',
    '400 400 400 . . 400 400',
    json(
      () => '/oidc/revoke',
      () => ({}),
    ),
  ],
  // A logout asked for: the page that confirms it, for anyone.
  ['GET /oidc/logout', PUBLIC, at('/oidc/logout')],
  [
    'POST /oidc/logout/confirm',
    '400 400 400 . . 400 400',
    json(
      () => '/oidc/logout/confirm',
      () => ({}),
    ),
  ],
  ['GET /oidc/logout/success', PUBLIC, at('/oidc/logout/success')],
  ['GET /oidc/interaction/:uid', '404 404 404 . . 404 404', at('/oidc/interaction/unknown')],
  [
    'POST /oidc/interaction/:uid/confirm',
    '404 404 404 . . 404 404',
    json(
      () => '/oidc/interaction/unknown/confirm',
      () => ({}),
    ),
  ],
  [
    'POST /oidc/interaction/:uid/abort',
    '404 404 404 . . 404 404',
    json(
      () => '/oidc/interaction/unknown/abort',
      () => ({}),
    ),
  ],

  // The provider's clients: registered by administrators only.
  ['GET /api/oidc/clients', ADMIN, at('/api/oidc/clients')],
  [
    'POST /api/oidc/clients',
    ADMIN,
    json(
      () => '/api/oidc/clients',
      () => ({ name: 'Wiki', redirectUris: [REDIRECT], trusted: false }),
    ),
  ],
  ['POST /api/oidc/clients/:clientId/secret', ADMIN, clientUrl('secret')],
  ['POST /api/oidc/clients/:clientId/delete', ADMIN, clientUrl('delete')],
  ['POST /api/oidc/clients/:clientId/restore', ADMIN, clientUrl('restore')],

  // The background jobs the server gave up on: administrators only.
  ['GET /api/jobs/failed', ADMIN, at('/api/jobs/failed')],
  [
    'POST /api/jobs/:id/retry',
    ADMIN,
    async (f) => ({ url: `/api/jobs/${await failedJob(f)}/retry` }),
  ],

  // Notifications: a member's own; the e-mails' unsubscribe link needs no login, only its key.
  ['GET /api/notifications', MEMBER, at('/api/notifications?language=fr')],
  [
    'POST /api/notifications/read',
    MEMBER,
    json(
      () => '/api/notifications/read',
      () => ({ all: true }),
    ),
  ],
  ['GET /api/notifications/follows', MEMBER, at('/api/notifications/follows')],
  [
    'POST /api/notifications/follows',
    MEMBER,
    json(
      () => '/api/notifications/follows',
      (f) => ({ subject: `language:${f.demo.language}`, language: 'fr' }),
    ),
  ],
  [
    'POST /api/notifications/follows/remove',
    MEMBER,
    json(
      () => '/api/notifications/follows/remove',
      (f) => ({ subject: `language:${f.demo.language}`, language: 'fr' }),
    ),
  ],
  [
    'POST /api/notifications/settings',
    MEMBER,
    json(
      () => '/api/notifications/settings',
      () => ({ email: true, language: 'en' }),
    ),
  ],
  // Reports: any member reports what they see; administrators work through the queue.
  [
    'POST /api/reports',
    MEMBER,
    json(
      () => '/api/reports',
      (f) => ({ kind: 'library', key: String(f.demo.contentWithFile), reason: 'spam' }),
    ),
  ],
  ['GET /api/reports', ADMIN, at('/api/reports?state=open')],
  [
    'POST /api/reports/act',
    ADMIN,
    async (f) => {
      const key = String(f.demo.contentWithFile);
      await f.t.app.db
        .insertInto('reports')
        .values({
          reporter_id: null,
          target_kind: 'library',
          target_key: key,
          title: 'Reported',
          path: `/library/${key}`,
          reason: 'spam',
          text: '',
          created_at: new Date().toISOString(),
        })
        .execute();
      return { url: '/api/reports/act', body: { kind: 'library', key, action: 'dismiss' } };
    },
  ],
  [
    'POST /api/notifications/unsubscribe',
    PUBLIC,
    (f) => {
      const account = f.users.owner!.id;
      const key = unsubscribeKey(f.t.app.secrets.unsubscribe, account);
      return { url: `/api/notifications/unsubscribe?account=${account}&key=${key}&resume=1` };
    },
  ],
];

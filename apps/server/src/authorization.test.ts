import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createTokens } from './infra/auth.ts';
import { unsubscribeKey } from './areas/notifications/index.ts';
import { hashPassword } from './areas/users/passwords.ts';
import { insertUser, type UserRow } from './areas/users/repository.ts';
import { describeWithApp, TEST_JWT_SECRET, type TestContext } from './test/app.ts';
import { tableDigests } from './test/integrity.ts';
import { contentFields, insertContents } from './test/library.ts';
import { multipartBody, type FormPart } from './test/multipart.ts';
import { registeredRoutes } from './test/routes.ts';
import { testWebDist } from './test/web-dist.ts';
import { bearer, GOOD_PASSWORD, solvedCaptcha } from './test/users.ts';

/*
 * Who gets what from every route the site registers. The columns are the
 * visitors: nobody logged in, a new account, a confirmed one, the owner of the
 * thing the route names (a new account), another account beside it (new too),
 * an administrator, and a suspended account (whose token opens nothing).
 * '.' is a column that does not apply (the route names nothing owned).
 * A success is compared by its class (2xx, 3xx), a refusal by its status.
 */
const ACTORS = ['anonymous', 'new', 'confirmed', 'owner', 'other', 'admin', 'suspended'] as const;
type ActorName = (typeof ACTORS)[number];

interface Fixtures {
  t: TestContext;
  users: Record<ActorName, UserRow | null>;
  /** A fresh account, for the routes that name one (its level, its suspension...). */
  account: () => Promise<UserRow>;
  /** A fresh confirmed content of the owner's, with a comment and an image of theirs. */
  content: () => Promise<{ id: number; commentId: number; imageId: number }>;
  demo: Demo;
  png: Buffer;
}

interface Demo {
  hofId: () => Promise<number>;
  versionId: () => Promise<number>;
  entry: string;
  image: () => Promise<string>;
  language: string;
  filekey: string;
  filename: string;
  download: string;
  contentWithFile: number;
  libraryImage: string;
  player: string;
  bonus: () => Promise<string>;
  /** A fresh term of the demo language's glossary. */
  glossaryTerm: () => Promise<number>;
}

interface Sent {
  url: string;
  body?: object;
  form?: FormPart[];
}
type Prepare = (f: Fixtures, actor: ActorName) => Sent | Promise<Sent>;

const at =
  (url: string): Prepare =>
  () => ({ url });
const json =
  (url: (f: Fixtures) => string | Promise<string>, body: (f: Fixtures) => object): Prepare =>
  async (f) => ({ url: await url(f), body: body(f) });
const form =
  (url: (f: Fixtures) => string | Promise<string>, parts: (f: Fixtures) => FormPart[]): Prepare =>
  async (f) => ({ url: await url(f), form: parts(f) });
const picture = (f: Fixtures, name = 'picture1'): FormPart => ({
  name,
  filename: 'picture.png',
  content: f.png,
  type: 'image/png',
});
const zip = (): FormPart => {
  const content = Buffer.alloc(64, 7);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(content);
  return { name: 'contentfile', filename: 'hamlet.zip', content };
};
const release = (version: string) => ({
  version,
  mcversion: '1.12.2',
  url: 'https://example.org/millenaire.zip',
  serverurl: 'https://example.org/millenaire.zip',
  devversion: '0',
  date: '2026-11-01T10:00:00.000Z',
  title_en: 'Harvest',
  title_fr: 'Moisson',
  description_en: 'Fields and mills.',
  description_fr: 'Champs et moulins.',
});
const contentUrl = async (f: Fixtures, rest = '') =>
  `/api/library/contents/${(await f.content()).id}${rest}`;
let serial = 0;

// Columns: anonymous, new, confirmed, owner, other, admin, suspended.
const PUBLIC = '2xx 2xx 2xx . . 2xx 2xx';
const MEMBER = '401 2xx 2xx . . 2xx 401';
const CONFIRMED = '401 403 2xx . . 2xx 401';
const ADMIN = '401 403 403 . . 2xx 401';
const OWNED = '401 403 403 2xx 403 2xx 401';

/** The permission table of every route: [route, what each visitor gets, the request]. */
const MATRIX: [string, string, Prepare][] = [
  // Pages, files and the mod's own calls: public.
  ['GET /', PUBLIC, at('/')],
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
  ['GET /library/mycontents', PUBLIC, at('/library/mycontents')],
  ['GET /library/starredcontents', PUBLIC, at('/library/starredcontents')],
  ['GET /library/create', PUBLIC, at('/library/create')],
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
  ['GET /encyclopedia/newcontents', PUBLIC, at('/encyclopedia/newcontents')],
  ['GET /encyclopedia/newimages', PUBLIC, at('/encyclopedia/newimages')],
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

  // Accounts.
  [
    'POST /api/users/loginuser',
    PUBLIC,
    async (f) => ({
      url: '/api/users/loginuser',
      body: { username: (await f.account()).login, password: GOOD_PASSWORD },
    }),
  ],
  ['POST /api/users/logout', MEMBER, at('/api/users/logout')],
  ['GET /api/users/me', MEMBER, at('/api/users/me')],
  ['POST /api/users/session', MEMBER, at('/api/users/session')],
  ['GET /api/users/captcha', PUBLIC, at('/api/users/captcha')],
  [
    'POST /api/users/createaccount',
    PUBLIC,
    async (f) => ({
      url: '/api/users/createaccount/',
      body: {
        username: `newcomer${++serial}`,
        password: GOOD_PASSWORD,
        captcha: await solvedCaptcha(f.t.app),
      },
    }),
  ],
  [
    'POST /api/users/requestnewpassword',
    PUBLIC,
    json(
      () => '/api/users/requestnewpassword',
      () => ({ email: 'nobody@example.org' }),
    ),
  ],
  // A key nobody was sent: refused as such, whoever asks.
  [
    'POST /api/users/resetpassword',
    '400 400 400 . . 400 400',
    json(
      () => '/api/users/resetpassword',
      () => ({ email: 'nobody@example.org', key: 'nokey', password: GOOD_PASSWORD }),
    ),
  ],
  // Only one's own password, administrators' included (DESIGN.md: 'self').
  [
    'POST /api/users/:id/password',
    '401 403 403 2xx 403 403 401',
    (f) => ({
      url: `/api/users/${f.users.owner!.id}/password`,
      body: { password: GOOD_PASSWORD, oldpassword: GOOD_PASSWORD },
    }),
  ],
  ['GET /api/users', ADMIN, at('/api/users/')],
  [
    'POST /api/users/:id',
    ADMIN,
    json(
      async (f) => `/api/users/${(await f.account()).id}`,
      () => ({ accountlevel: 'confirmed' }),
    ),
  ],
  [
    'POST /api/users/:id/suspension',
    ADMIN,
    json(
      async (f) => `/api/users/${(await f.account()).id}/suspension`,
      () => ({ suspended: true }),
    ),
  ],
  [
    'POST /api/users/:id/rollback',
    ADMIN,
    json(
      async (f) => `/api/users/${(await f.account()).id}/rollback`,
      () => ({ since: '2026-01-01T00:00:00.000Z' }),
    ),
  ],

  // Releases, advancements, bonus, hall of fame, downloads.
  ['GET /api/versions', PUBLIC, at('/api/versions/')],
  ['GET /api/versions/current', PUBLIC, at('/api/versions/current')],
  ['GET /api/versions/admin', ADMIN, at('/api/versions/admin')],
  [
    'POST /api/versions/admin',
    ADMIN,
    json(
      () => '/api/versions/admin',
      () => release(`9.${++serial}.0`),
    ),
  ],
  [
    'POST /api/versions/admin/:id',
    ADMIN,
    json(
      async (f) => `/api/versions/admin/${await f.demo.versionId()}`,
      () => release(`9.${++serial}.1`),
    ),
  ],
  [
    'POST /api/versions/admin/:id/delete',
    ADMIN,
    json(
      async (f) => `/api/versions/admin/${await f.demo.versionId()}/delete`,
      () => ({}),
    ),
  ],
  ['GET /api/advancements', PUBLIC, at('/api/advancements/')],
  [
    'GET /api/advancements/players/:login',
    PUBLIC,
    (f) => ({ url: `/api/advancements/players/${f.demo.player}` }),
  ],
  ['GET /api/advancements/stats', ADMIN, at('/api/advancements/stats')],
  ['GET /api/bonus', ADMIN, at('/api/bonus/')],
  [
    'POST /api/bonus',
    ADMIN,
    json(
      () => '/api/bonus/',
      () => ({ login: `player${++serial}` }),
    ),
  ],
  [
    'POST /api/bonus/:login/delete',
    ADMIN,
    json(
      (f) => f.demo.bonus(),
      () => ({}),
    ),
  ],
  ['GET /api/hof', PUBLIC, at('/api/hof/')],
  ['GET /api/hof/admin', ADMIN, at('/api/hof/admin')],
  [
    'POST /api/hof',
    ADMIN,
    form(
      () => '/api/hof/',
      (f) => [
        picture(f, 'avatar'),
        { name: 'text_en', value: '["A"]' },
        { name: 'text_fr', value: '["A"]' },
      ],
    ),
  ],
  [
    'POST /api/hof/:id',
    ADMIN,
    json(
      async (f) => `/api/hof/${await f.demo.hofId()}`,
      () => ({ text_en: ['A'], text_fr: ['A'], pos: 1 }),
    ),
  ],
  [
    'POST /api/hof/:id/avatar',
    ADMIN,
    form(
      async (f) => `/api/hof/${await f.demo.hofId()}/avatar`,
      (f) => [picture(f, 'avatar')],
    ),
  ],
  [
    'POST /api/hof/:id/delete',
    ADMIN,
    json(
      async (f) => `/api/hof/${await f.demo.hofId()}/delete`,
      () => ({}),
    ),
  ],
  ['GET /api/downloads/:file', PUBLIC, (f) => ({ url: `/api/downloads/${f.demo.download}` })],

  // Translations.
  ['GET /api/translations', PUBLIC, at('/api/translations/')],
  [
    'GET /api/translationsapp/latestfiles/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/latestfiles/${f.demo.language}` }),
  ],
  [
    'GET /api/translationsapp/latestfiles/:language/:filekey',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/latestfiles/${f.demo.language}/${f.demo.filekey}` }),
  ],
  [
    'POST /api/translationsapp/latestfiles/:language/:filekey',
    CONFIRMED,
    (f) => ({
      url: `/api/translationsapp/latestfiles/${f.demo.language}/${f.demo.filekey}`,
      body: { filename: f.demo.filename, content: `x=${++serial}` },
    }),
  ],
  [
    'GET /api/translationsapp/search/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/search/${f.demo.language}?q=ui` }),
  ],
  [
    'POST /api/translationsapp/reviews/:language/:filekey',
    CONFIRMED,
    (f) => ({
      url: `/api/translationsapp/reviews/${f.demo.language}/${f.demo.filekey}`,
      body: { elements: ['ui.none'], reviewed: true },
    }),
  ],
  [
    'GET /api/translationsapp/history/:filekey/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/history/${f.demo.filekey}/${f.demo.language}` }),
  ],
  [
    'GET /api/translationsapp/suggestions/:language/:filekey',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/suggestions/${f.demo.language}/${f.demo.filekey}` }),
  ],
  [
    'GET /api/translationsapp/glossary/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/glossary/${f.demo.language}` }),
  ],
  [
    'POST /api/translationsapp/glossary/:language',
    ADMIN,
    json(
      (f) => `/api/translationsapp/glossary/${f.demo.language}`,
      () => ({ term: `word${++serial}`, translation: 'mot' }),
    ),
  ],
  [
    'POST /api/translationsapp/glossary/:language/:id/delete',
    ADMIN,
    async (f) => ({
      url: `/api/translationsapp/glossary/${f.demo.language}/${await f.demo.glossaryTerm()}/delete`,
    }),
  ],
  [
    'POST /api/translationsapp/glossary/:language/:id/restore',
    ADMIN,
    async (f) => ({
      url: `/api/translationsapp/glossary/${f.demo.language}/${await f.demo.glossaryTerm()}/restore`,
    }),
  ],
  ['GET /api/translationsapp/recentchanges', PUBLIC, at('/api/translationsapp/recentchanges')],
  ['GET /api/translationsapp/archives', PUBLIC, at('/api/translationsapp/archives')],
  [
    'GET /api/translationsapp/archives/:language',
    PUBLIC,
    (f) => ({ url: `/api/translationsapp/archives/${f.demo.language}` }),
  ],
  ['GET /api//translationsapp/archives', PUBLIC, at('/api//translationsapp/archives')],
  [
    'GET /api//translationsapp/archives/:language',
    PUBLIC,
    (f) => ({ url: `/api//translationsapp/archives/${f.demo.language}` }),
  ],

  // Encyclopedia.
  ['GET /api/encyclopedia', PUBLIC, at('/api/encyclopedia/')],
  ['GET /api/encyclopedia/contentindex', PUBLIC, at('/api/encyclopedia/contentindex/')],
  ['GET /api/encyclopedia/changeslist', ADMIN, at('/api/encyclopedia/changeslist/')],
  ['GET /api/encyclopedia/imageslist', ADMIN, at('/api/encyclopedia/imageslist')],
  [
    'GET /api/encyclopedia/:culture',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry.split('/')[0]}` }),
  ],
  [
    'GET /api/encyclopedia/:culture/history',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry.split('/')[0]}/history` }),
  ],
  [
    'GET /api/encyclopedia/:culture/:type',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry.split('/')[0]}/villagers` }),
  ],
  [
    'GET /api/encyclopedia/:culture/:type/:itemkey',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry}` }),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey',
    MEMBER,
    (f) => ({
      url: `/api/encyclopedia/${f.demo.entry}`,
      body: { desc: `<p>Text ${++serial}</p>` },
    }),
  ],
  [
    'GET /api/encyclopedia/:culture/:type/:itemkey/history',
    PUBLIC,
    (f) => ({ url: `/api/encyclopedia/${f.demo.entry}/history` }),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images',
    MEMBER,
    form(
      (f) => `/api/encyclopedia/${f.demo.entry}/images`,
      (f) => [picture(f)],
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos',
    MEMBER,
    json(
      async (f) => await f.demo.image(),
      () => ({ legend_en: 'A', legend_fr: 'A', enabled: '1' }),
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos/replace',
    MEMBER,
    form(
      async (f) => `${await f.demo.image()}/replace`,
      (f) => [picture(f)],
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos/restore',
    MEMBER,
    json(
      async (f) => `${await f.demo.image()}/restore`,
      () => ({ version: 1 }),
    ),
  ],
  [
    'POST /api/encyclopedia/:culture/:type/:itemkey/images/:pos/delete',
    MEMBER,
    json(
      async (f) => `${await f.demo.image()}/delete`,
      () => ({}),
    ),
  ],

  // Library.
  ['GET /api/library/categories', PUBLIC, at('/api/library/categories/')],
  ['GET /api/library/cultures', PUBLIC, at('/api/library/cultures/')],
  ['GET /api/library/contents', PUBLIC, at('/api/library/contents/')],
  ['GET /api/library/mycontents', MEMBER, at('/api/library/mycontents/')],
  [
    'POST /api/library/contents',
    MEMBER,
    json(
      () => '/api/library/contents/',
      () => contentFields(),
    ),
  ],
  ['GET /api/library/contents/:id', PUBLIC, async (f) => ({ url: await contentUrl(f) })],
  [
    'POST /api/library/contents/:id',
    OWNED,
    json(
      (f) => contentUrl(f),
      () => contentFields(),
    ),
  ],
  [
    'POST /api/library/contents/:id/uploadfile',
    OWNED,
    form(
      (f) => contentUrl(f, '/uploadfile'),
      () => [zip()],
    ),
  ],
  [
    'GET /api/library/contents/:id/download',
    PUBLIC,
    (f) => ({ url: `/api/library/contents/${f.demo.contentWithFile}/download` }),
  ],
  [
    'POST /api/library/contents/:id/comments',
    MEMBER,
    json(
      (f) => contentUrl(f, '/comments'),
      () => ({ text: 'Lovely.' }),
    ),
  ],
  [
    'POST /api/library/contents/:id/comments/:commentId',
    OWNED,
    async (f) => {
      const c = await f.content();
      return {
        url: `/api/library/contents/${c.id}/comments/${c.commentId}`,
        body: { text: 'Edited.' },
      };
    },
  ],
  [
    'POST /api/library/contents/:id/comments/:commentId/delete',
    OWNED,
    async (f) => {
      const c = await f.content();
      return { url: `/api/library/contents/${c.id}/comments/${c.commentId}/delete`, body: {} };
    },
  ],
  [
    'POST /api/library/contents/:id/images',
    OWNED,
    form(
      (f) => contentUrl(f, '/images'),
      (f) => [picture(f), { name: 'legend', value: 'A' }],
    ),
  ],
  [
    'POST /api/library/contents/:id/images/:imageId',
    OWNED,
    async (f) => {
      const c = await f.content();
      return { url: `/api/library/contents/${c.id}/images/${c.imageId}`, body: { legend: 'B' } };
    },
  ],
  [
    'POST /api/library/contents/:id/images/:imageId/delete',
    OWNED,
    async (f) => {
      const c = await f.content();
      return { url: `/api/library/contents/${c.id}/images/${c.imageId}/delete`, body: {} };
    },
  ],
  [
    'POST /api/library/contents/:id/star',
    MEMBER,
    json(
      (f) => contentUrl(f, '/star'),
      () => ({ enabled: '1' }),
    ),
  ],
  [
    'POST /api/library/contents/:id/addview',
    PUBLIC,
    json(
      (f) => contentUrl(f, '/addview'),
      () => ({}),
    ),
  ],
  [
    'POST /api/library/contents/:id/adddl',
    PUBLIC,
    json(
      (f) => contentUrl(f, '/adddl'),
      () => ({}),
    ),
  ],
];

const expectations = (line: string) => {
  const columns = line.trim().split(/\s+/);
  if (columns.length !== ACTORS.length) throw new Error(`seven columns expected: '${line}'`);
  return ACTORS.map((actor, i) => [actor, columns[i]!] as const);
};

/** Fastify ignores trailing slashes here. */
const normalized = (route: string) => route.replace(/(\/.*?)\/$/, '$1');

/** What an answer is compared by: its class for a success, itself for the rest. */
const statusClass = (status: number) => (status < 400 ? `${String(status)[0]}xx` : String(status));

let lastAddress = 0;
/** Each request from an address of its own: the per-address limits count other things. */
const nextAddress = () => {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
};

async function send(
  f: Fixtures,
  method: string,
  actor: ActorName,
  sent: Sent,
): Promise<LightMyRequestResponse> {
  const user = f.users[actor];
  const fresh = user
    ? await f.t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst()
    : undefined;
  // Signed anew each time: a logout or a password change earlier ends the older tokens.
  const headers: Record<string, string> = fresh
    ? bearer(await createTokens(TEST_JWT_SECRET).sign(fresh))
    : {};
  const multipart = sent.form ? multipartBody(sent.form) : undefined;
  return f.t.app.inject({
    method: method as 'GET' | 'POST',
    url: sent.url,
    remoteAddress: nextAddress(),
    headers: { ...headers, ...multipart?.headers },
    ...(multipart
      ? { payload: multipart.payload }
      : method === 'POST'
        ? { payload: sent.body ?? {} }
        : {}),
  });
}

async function fixtures(t: TestContext): Promise<Fixtures> {
  const passwordHash = await hashPassword(GOOD_PASSWORD);
  const newAccount = (level: 'new' | 'confirmed' | 'admin' = 'new') =>
    insertUser(
      t.app.db,
      { login: `actor${++serial}`, email: null, passwordHash, accountlevel: level },
      new Date(),
    );
  const suspended = await newAccount();
  await t.app.db
    .updateTable('users')
    .set({ suspended_at: new Date().toISOString() })
    .where('id', '=', suspended.id)
    .execute();
  const users: Fixtures['users'] = {
    anonymous: null,
    new: await newAccount(),
    confirmed: await newAccount('confirmed'),
    owner: await newAccount(),
    other: await newAccount(),
    admin: await newAccount('admin'),
    suspended,
  };
  const owner = users.owner!;
  const db = t.app.db;
  const demoImage = await db.selectFrom('library_images').selectAll().executeTakeFirstOrThrow();
  const content = async () => {
    const title = `Fixture ${++serial}`;
    await insertContents(t, owner.id, [title]);
    const { id } = await db
      .selectFrom('library_contents')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const comment = await db
      .insertInto('library_comments')
      .values({ content_id: id, author_id: owner.id, text: 'Mine.', posted_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { filename, previewname, thumbname, bytes } = demoImage;
    const image = { filename, previewname, thumbname, bytes, legend: 'Mine.' };
    const added = await db
      .insertInto('library_images')
      .values({ ...image, content_id: id, author_id: owner.id, pos: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, commentId: comment.id, imageId: added.id };
  };
  const entry = await db
    .selectFrom('encyclopedia_images')
    .select(['culture', 'type', 'itemkey'])
    .executeTakeFirstOrThrow();
  const entryPath = `${entry.culture}/${entry.type}/${entry.itemkey}`;
  const image = async () => {
    const row = await db
      .selectFrom('encyclopedia_images')
      .select('pos')
      .where('culture', '=', entry.culture)
      .where('type', '=', entry.type)
      .where('itemkey', '=', entry.itemkey)
      .where('deleted_at', 'is', null)
      .orderBy('pos', 'desc')
      .executeTakeFirstOrThrow();
    return `/api/encyclopedia/${entryPath}/images/${row.pos}`;
  };
  const file = await db
    .selectFrom('translation_files')
    .selectAll()
    .where('language', '!=', 'en')
    .executeTakeFirstOrThrow();
  const withFile = await db
    .selectFrom('library_contents')
    .select('id')
    .where('file_name', 'is not', null)
    .where('confirmed', '=', 1)
    .executeTakeFirstOrThrow();
  const download = t.app.storage.downloadPath('millenaire-1.0.zip')!;
  mkdirSync(path.dirname(download), { recursive: true });
  writeFileSync(download, 'PK');
  const player = { login_key: `villager${++serial}`, login: `Villager${serial}`, owner_uid: null };
  await db
    .insertInto('player_advancements')
    .values({ ...player, survival: '', creative: '', updated_at: new Date().toISOString() })
    .execute();
  const bonus = async () => {
    const login = `bonus${++serial}`;
    await db
      .insertInto('bonus_players')
      .values({ login_key: login, login, granted_at: new Date().toISOString() })
      .execute();
    return `/api/bonus/${login}/delete`;
  };
  const glossaryTerm = async () => {
    const term = `term${++serial}`;
    const row = await db
      .insertInto('glossary_terms')
      .values({
        language: file.language,
        term,
        term_key: term,
        translation: 'terme',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const demo: Demo = {
    glossaryTerm,
    hofId: async () =>
      (await db.selectFrom('hof_entries').select('id').executeTakeFirstOrThrow()).id,
    versionId: async () =>
      (await db.selectFrom('versions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
        .id,
    entry: entryPath,
    image,
    language: file.language,
    filekey: file.filekey,
    filename: file.filename,
    download: 'millenaire-1.0.zip',
    bonus,
    contentWithFile: withFile.id,
    libraryImage: demoImage.previewname,
    player: player.login,
  };
  const png = await sharp({
    create: { width: 64, height: 64, channels: 4, background: '#b36c1c' },
  })
    .png()
    .toBuffer();
  return { t, users, account: () => newAccount(), content, demo, png };
}

describeWithApp('who may call what', { seed: true, env: { WEB_DIST_DIR: testWebDist() } }, (t) => {
  const served = () =>
    registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .map(normalized)
      .sort();

  it('has a row for every route the site registers, and none for a route it does not', () => {
    const listed = MATRIX.map(([route]) => route).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual([...new Set(served())]);
  });

  it('answers each visitor as the table says, and a refusal changes nothing', async () => {
    const f = await fixtures(t);
    const digest = async () => JSON.stringify(await tableDigests(t.app.db, t.dialect));
    // The digest sees a write: one account more changes it.
    const empty = await digest();
    await f.account();
    expect(await digest()).not.toBe(empty);
    const mismatches: string[] = [];
    let checked = 0;
    let refusals = 0;
    for (const [route, line, prepare] of MATRIX) {
      const method = route.split(' ')[0]!;
      for (const [actor, expected] of expectations(line)) {
        if (expected === '.') continue;
        const refused = ['401', '403', '404'].includes(expected);
        const sent = await prepare(f, actor);
        // What the last success told its followers is written after its answer.
        await t.app.jobs.idle();
        const before = refused ? await digest() : '';
        const res = await send(f, method, actor, sent);
        checked += 1;
        const got = statusClass(res.statusCode);
        if (got !== expected) {
          mismatches.push(`${route} as ${actor}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
        if (refused) {
          refusals += 1;
          await t.app.jobs.idle();
          if ((await digest()) !== before) mismatches.push(`${route} as ${actor} wrote`);
        }
      }
    }
    console.info(
      `authorization [${t.dialect}]: ${MATRIX.length} routes, ${checked} route × visitor pairs, ${refusals} refusals checked unchanged`,
    );
    expect(mismatches).toEqual([]);
  }, 600_000);

  it('refuses nobody-logged-in before reading or validating a body', async () => {
    const f = await fixtures(t);
    const mismatches: string[] = [];
    let checked = 0;
    for (const [route, line, prepare] of MATRIX) {
      const [method] = route.split(' ');
      if (method !== 'POST' || expectations(line)[0]![1] !== '401') continue;
      const { url } = await prepare(f, 'anonymous');
      const broken = multipartBody([{ name: 'nothing', value: 'x' }]);
      const attempts = [
        { headers: { 'content-type': 'application/json' }, payload: '{"unfinished": ' },
        { headers: { 'content-type': 'application/json' }, payload: '{"unexpected": [1, 2]}' },
        { headers: broken.headers, payload: broken.payload },
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: nextAddress(),
          ...attempt,
        });
        checked += 1;
        if (res.statusCode !== 401) mismatches.push(`${route}: ${res.statusCode} ${res.body}`);
      }
    }
    console.info(
      `authorization [${t.dialect}]: ${checked} malformed anonymous writes answered 401`,
    );
    expect(mismatches).toEqual([]);
  });
});

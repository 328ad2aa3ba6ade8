import { bearer, createUser, GOOD_PASSWORD, solvedCaptcha } from '../users.ts';
import {
  ADMIN,
  at,
  form,
  json,
  MEMBER,
  nextSerial,
  picture,
  PUBLIC,
  release,
  type Row,
} from './visitors.ts';

/** Accounts, releases, advancements, bonus, hall of fame and downloads. */
export const ACCOUNT_ROWS: Row[] = [
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
        username: `newcomer${nextSerial()}`,
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
  // Two-step sign-in. A ticket nobody was given: refused as such, whoever asks.
  [
    'POST /api/users/loginuser/secondfactor',
    '400 400 400 . . 400 400',
    json(
      () => '/api/users/loginuser/secondfactor',
      () => ({ ticket: 'no-ticket', code: '123456' }),
    ),
  ],
  ['GET /api/users/secondfactor', MEMBER, at('/api/users/secondfactor')],
  ['POST /api/users/secondfactor/setup', MEMBER, at('/api/users/secondfactor/setup')],
  // Confirming with no setup under way: there is nothing to confirm.
  [
    'POST /api/users/secondfactor/confirm',
    '401 409 409 . . 409 401',
    async (f, actor) => {
      const user = f.users[actor];
      if (user) {
        await f.t.app.db
          .updateTable('users')
          .set({ second_factor_pending: null })
          .where('id', '=', user.id)
          .execute();
      }
      return { url: '/api/users/secondfactor/confirm', body: { code: '000000' } };
    },
  ],
  // Members have none to renew; an administrator's wrong code is refused.
  [
    'POST /api/users/secondfactor/recoverycodes',
    '401 409 409 . . 400 401',
    json(
      () => '/api/users/secondfactor/recoverycodes',
      () => ({ code: '000000' }),
    ),
  ],
  // Members have none to turn off; an administrator must keep theirs.
  [
    'POST /api/users/secondfactor/off',
    '401 409 409 . . 409 401',
    json(
      () => '/api/users/secondfactor/off',
      () => ({ code: '000000' }),
    ),
  ],
  [
    'POST /api/users/:id/secondfactor/reset',
    ADMIN,
    async (f) => ({ url: `/api/users/${(await f.account()).id}/secondfactor/reset` }),
  ],
  ['GET /api/users/moderationlog', ADMIN, at('/api/users/moderationlog')],
  // Asking to be confirmed: a member who is not confirmed yet; the others already are.
  ['GET /api/users/confirmation', MEMBER, at('/api/users/confirmation')],
  ['POST /api/users/confirmation', '401 2xx 409 . . 409 401', at('/api/users/confirmation')],
  ['GET /api/users/confirmations', ADMIN, at('/api/users/confirmations')],
  [
    'POST /api/users/confirmations/:id',
    ADMIN,
    json(
      async (f) => {
        const { token } = await createUser(f.t);
        const asked = await f.t.app.inject({
          method: 'POST',
          url: '/api/users/confirmation',
          headers: bearer(token),
        });
        return `/api/users/confirmations/${(asked.json() as { request: { id: number } }).request.id}`;
      },
      () => ({ approve: false }),
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
      () => release(`9.${nextSerial()}.0`),
    ),
  ],
  [
    'POST /api/versions/admin/:id',
    ADMIN,
    json(
      async (f) => `/api/versions/admin/${await f.demo.versionId()}`,
      () => release(`9.${nextSerial()}.1`),
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
      () => ({ login: `player${nextSerial()}` }),
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
];

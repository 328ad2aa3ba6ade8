import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../test/app.ts';
import { pingUrl } from '../../test/pings.ts';
import * as ownerMigration from './migrations/20261126012000_player_owner.ts';
import { clientKey } from './ping/limits.ts';

// Pings sent all at once, as an attacker would: the limits must hold whether
// the counts live in this process or in Redis (shared by the site's processes).
const redisUrl = process.env.TEST_REDIS_URL;
const STORES: [string, Record<string, string>][] = [
  ['in memory', {}],
  ...(redisUrl ? [['in Redis', { REDIS_URL: redisUrl }] as [string, Record<string, string>]] : []),
];

/**
 * Documentation-range /64s of each test's own: the tests of one
 * describeWithApp share its site, and so its counts.
 */
let block = 0;
const network = () => `2001:db8:${(block += 1).toString(16)}`;
const addresses = (n: number) => Array.from({ length: n }, () => `${network()}::1`);

/** Uids of each test's own: the rows of one test never answer for another's. */
let next = 0;
const uid = () => `-${1_000_000 + (next += 1)}`;

const ping = (
  t: TestContext,
  remoteAddress: string,
  id: string,
  survival: string[] = [],
  extra: Record<string, string> = {},
) => t.app.inject({ url: pingUrl(id, survival, [], extra), remoteAddress });

const count = (answers: LightMyRequestResponse[], status: number) =>
  answers.filter((a) => a.statusCode === status).length;

const installations = (t: TestContext, uids: string[]) =>
  t.app.db.selectFrom('installations').select('uid').where('uid', 'in', uids).execute();

const players = (t: TestContext, prefix: string) =>
  t.app.db
    .selectFrom('player_advancements')
    .selectAll()
    .where('login_key', 'like', `${prefix.toLowerCase()}%`)
    .orderBy('login_key')
    .execute();

describe.each(STORES)('ping limits %s', (_store, env) => {
  describeWithApp('the statistics ping from one address', { env }, (t) => {
    it('stores 100 new installations of 150 sent at once from one address, and refuses the rest with Retry-After', async () => {
      const [address] = addresses(1) as [string];
      const uids = Array.from({ length: 150 }, uid);
      const answers = await Promise.all(uids.map((id) => ping(t, address, id)));
      expect(count(answers, 200)).toBe(100);
      expect(count(answers, 429)).toBe(50);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({ message: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await installations(t, uids)).toHaveLength(100);
      // An installation already known still pings from there; a new one does not.
      const known = uids[answers.findIndex((a) => a.statusCode === 200)]!;
      expect((await ping(t, address, known, ['hired'])).statusCode).toBe(200);
      expect((await ping(t, address, uid())).statusCode).toBe(429);
    });

    it('counts an IPv6 client by its /64', async () => {
      const net = network();
      const uids = Array.from({ length: 150 }, uid);
      const answers = await Promise.all(
        uids.map((id, i) => ping(t, `${net}::${(i + 1).toString(16)}`, id)),
      );
      expect(count(answers, 200)).toBe(100);
      expect(await installations(t, uids)).toHaveLength(100);
    });

    it('lets one installation bring 100 new players from one address, not 150', async () => {
      const [first, address] = addresses(2) as [string, string];
      const id = uid();
      expect((await ping(t, first, id)).statusCode).toBe(200);
      const prefix = 'Invx';
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) => ping(t, address, id, [], { login: `${prefix}${i}` })),
      );
      expect(count(answers, 200)).toBe(100);
      expect(count(answers, 429)).toBe(50);
      expect(await players(t, prefix)).toHaveLength(100);
    });

    it('takes 300 pings in ten minutes from one address, then refuses', async () => {
      const [first, address] = addresses(2) as [string, string];
      const id = uid();
      expect((await ping(t, first, id)).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 320 }, () => ping(t, address, id)));
      expect(count(answers, 200)).toBe(300);
      expect(count(answers, 429)).toBe(20);
      expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeDefined();
    });

    it('accepts 300 new installations at once from 300 addresses, one ping each', async () => {
      const uids = Array.from({ length: 300 }, uid);
      const from = addresses(300);
      const answers = await Promise.all(uids.map((id, i) => ping(t, from[i]!, id, ['hired'])));
      expect(count(answers, 200)).toBe(300);
      expect(await installations(t, uids)).toHaveLength(300);
    });
  });
});

describeWithApp('a player belongs to the installation that first named it', {}, (t) => {
  /** The advancements a player has done in survival, as stored (the API's answers are kept a few seconds). */
  const survival = async (login: string) => (await players(t, login))[0]?.survival.split(',');

  it('keeps a player from a stranger’s pings, and lets its own installation change it', async () => {
    const [home, stranger] = addresses(2) as [string, string];
    const [owner, other] = [uid(), uid()];
    const login = 'Aldric';
    expect((await ping(t, home, owner, ['firstcontact'], { login })).statusCode).toBe(200);
    const forged = await ping(t, stranger, other, ['cresus'], { login: login.toUpperCase() });
    // The mod is answered as ever; the stranger's installation is counted, the player unchanged.
    expect(forged.statusCode).toBe(200);
    expect(await installations(t, [other])).toHaveLength(1);
    expect(await survival(login)).toEqual(['firstcontact']);

    // Sent in the same batch, the owner's ping still wins over the stranger's.
    await Promise.all([
      ping(t, stranger, other, ['magellan'], { login }),
      ping(t, home, owner, ['cresus'], { login }),
      ping(t, stranger, other, ['magellan'], { login }),
    ]);
    expect(await survival(login)).toEqual(['cresus']);
    const [row] = await players(t, login);
    expect(row).toMatchObject({ login, owner_uid: owner });
  });

  it('gives a new login named by two installations at once to one of them only', async () => {
    const [a, b] = addresses(2) as [string, string];
    const [first, second] = [uid(), uid()];
    const login = 'Twin';
    await Promise.all([
      ping(t, a, first, ['firstcontact'], { login }),
      ping(t, b, second, ['cresus'], { login }),
    ]);
    const [row] = await players(t, login);
    const winner = row!.owner_uid;
    expect([first, second]).toContain(winner);
    const loser = winner === first ? second : first;
    await ping(t, loser === first ? a : b, loser, ['magellan'], { login });
    expect(await survival(login)).not.toContain('magellan');
    await ping(t, winner === first ? a : b, winner!, ['magellan'], { login });
    expect(await survival(login)).toEqual(['magellan']);
  });

  it('lets the next ping claim a player recorded before owners were kept', async () => {
    const [address] = addresses(1) as [string];
    const login = 'Old';
    const claimer = uid();
    await t.app.db
      .insertInto('player_advancements')
      .values({
        login_key: login.toLowerCase(),
        login,
        survival: 'firstcontact',
        creative: '',
        updated_at: '2026-01-01T00:00:00.000Z',
        owner_uid: null,
      })
      .execute();
    expect((await ping(t, address, claimer, ['cresus'], { login })).statusCode).toBe(200);
    const [row] = await players(t, login);
    expect(row).toMatchObject({ owner_uid: claimer, survival: 'cresus' });
  });
});

describeWithApp('the owners of players recorded before owners were kept', {}, (t) => {
  it('are the installations that last pinged with their logins', async () => {
    const login = 'Elder';
    const [older, latest] = [uid(), uid()];
    const installation = (id: string, at: string) => ({
      uid: id,
      version: '8.1.2',
      mode: 'l',
      lang: 'fr',
      backuplang: 'en',
      nbplayers: 1,
      os: 'Linux',
      totalexp: '1',
      survival: '',
      creative: '',
      login: login.toUpperCase(),
      last_ping: at,
    });
    await t.app.db
      .insertInto('installations')
      .values([
        installation(older, '2026-01-01T00:00:00.000Z'),
        installation(latest, '2026-02-01T00:00:00.000Z'),
      ])
      .execute();
    const player = { login, survival: '', creative: '', updated_at: '2026-02-01T00:00:00.000Z' };
    await t.app.db
      .insertInto('player_advancements')
      .values([
        { ...player, login_key: login.toLowerCase() },
        { ...player, login_key: `${login.toLowerCase()}-alone` },
      ])
      .execute();
    // The migration again, as on a database made before it.
    await ownerMigration.down(t.app.db as Kysely<unknown>);
    await ownerMigration.up(t.app.db as Kysely<unknown>);
    const rows = await players(t, login);
    expect(rows.map((r) => [r.login_key, r.owner_uid])).toEqual([
      [login.toLowerCase(), latest],
      [`${login.toLowerCase()}-alone`, null],
    ]);
  });
});

describeWithApp('control characters in a ping', {}, (t) => {
  it('answers 400 INVALID_INPUT and stores nothing', async () => {
    const [address] = addresses(1) as [string];
    const id = uid();
    const fields: Record<string, string>[] = [
      { login: 'a%00b' },
      { os: 'Windows%0010' },
      { lang: 'fr%01' },
      { mlnversion: '8.1.2%1B' },
      { login: 'a%C2%85b' },
    ];
    for (const extra of fields) {
      const res = await ping(t, address, id, [], extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
    expect(await installations(t, [id])).toHaveLength(0);
  });
});

describe('the key a client is counted under', () => {
  it('is an IPv4 address itself and an IPv6 address’s /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

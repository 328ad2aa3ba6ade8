import { expect, it, vi } from 'vitest';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import { describeWithApp } from '../../test/app.ts';
import { pingUrl } from '../../test/pings.ts';
import { bearer, createUser } from '../../test/users.ts';
import { insertAdvancements } from './repository.ts';

describeWithApp('the mod statistics ping', {}, (t) => {
  it('stores a valid ping once, the latest per installation, and answers ok', async () => {
    const first = await t.app.inject(pingUrl('1234567890123456789', ['firstcontact']));
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('ok');
    await t.app.inject(pingUrl('1234567890123456789', ['firstcontact', 'cresus']));
    const rows = await t.app.db.selectFrom('installations').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uid: '1234567890123456789', survival: 'firstcontact,cresus' });
  });

  it('counts forged and malformed pings as refused and changes nothing', async () => {
    const before = await t.app.db.selectFrom('installations').selectAll().execute();
    const bad = [
      pingUrl('42', [], [], { validation: '1' }),
      pingUrl('not-a-number'),
      pingUrl('43', [], [], { advancementssurvival: 'unknownkey:true' }),
      pingUrl('44', [], [], { advancementssurvival: 'x'.repeat(10_000) }),
      '/php/mlnuse.php',
      '/php/mlnuse.php?uid=1&uid=2',
    ];
    for (const url of bad) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
    expect(await t.app.db.selectFrom('installations').selectAll().execute()).toEqual(before);
    const rejected = await t.app.db
      .selectFrom('ping_counters')
      .select('count')
      .where('name', '=', 'rejected')
      .executeTakeFirst();
    expect(rejected?.count).toBe(bad.length);
  });

  it('stores every one of 300 pings sent at once', async () => {
    const uids = Array.from({ length: 300 }, (_, i) => String(-1_000_000 - i));
    // A release day: each from an address of its own (one address brings 100 new installations a day).
    const answers = await Promise.all(
      uids.map((uid, i) =>
        t.app.inject({
          url: pingUrl(uid, ['hired']),
          remoteAddress: `198.18.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const stored = await t.app.db
      .selectFrom('installations')
      .select('uid')
      .where('uid', 'in', uids)
      .execute();
    expect(stored).toHaveLength(300);
  });
});

describeWithApp('advancements and player statistics', {}, (t) => {
  it('counts installations per advancement and shows a public player', async () => {
    await insertAdvancements(
      t.app.db,
      ADVANCEMENT_KEYS.map((key, pos) => ({
        key,
        pos,
        version: '8.0.0',
        title_en: `T ${key}`,
        title_fr: `T fr ${key}`,
        description_en: 'd',
        description_fr: 'd fr',
      })),
    );
    await createUser(t, { login: 'Quietone' });
    await t.app.inject(pingUrl('1', ['firstcontact'], [], { login: 'Aldebrand' }));
    await t.app.inject(pingUrl('2', ['firstcontact', 'cresus'], ['magellan']));
    await t.app.inject(pingUrl('3', [], ['firstcontact']));
    await vi.waitFor(
      async () => {
        const res = await t.app.inject('/api/advancements/?language=fr');
        const first = res
          .json()
          .find((a: { advancement_key: string }) => a.advancement_key === 'firstcontact');
        expect(first).toMatchObject({
          title: 'T fr firstcontact',
          done_survival: 2,
          total_survival: 3,
          done_all: 3,
          total_all: 3,
        });
        expect(first.last_count_updated).not.toBeNull();
      },
      { timeout: 8000, interval: 200 },
    );

    const player = await t.app.inject('/api/advancements/players/aldebrand');
    expect(player.statusCode).toBe(200);
    expect(player.json().login).toBe('Aldebrand');
    expect(player.json().stats.firstcontact).toEqual({ survival: '1', creative: '0' });
    expect(player.json().stats.cresus).toEqual({ survival: '0', creative: '0' });

    const quiet = await t.app.inject('/api/advancements/players/Quietone');
    expect(quiet.json()).toEqual({ login: 'Quietone', stats: null, updatedon: null });
    const unknown = await t.app.inject('/api/advancements/players/Nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('shows ping statistics to administrators only', async () => {
    expect((await t.app.inject('/api/advancements/stats')).statusCode).toBe(401);
    const { token: userToken } = await createUser(t);
    expect(
      (await t.app.inject({ url: '/api/advancements/stats', headers: bearer(userToken) }))
        .statusCode,
    ).toBe(403);
    const { token } = await createUser(t, { level: 'admin' });
    const stats = await t.app.inject({ url: '/api/advancements/stats', headers: bearer(token) });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({
      installations: 3,
      byMode: [{ key: 'l', count: 3 }],
      byVersion: [{ key: '8.1.2', count: 3 }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { SITE_SEEDS } from './areas.ts';
import { verifyPassword } from './areas/users/passwords.ts';
import { countUsers } from './areas/users/repository.ts';
import { runSeeds } from './platform/seeds.ts';
import { connectDatabase } from './db/connect.ts';
import { describeWithApp, testConfig } from './test/app.ts';
import { createTestDatabase } from './test/databases.ts';

describeWithApp('seeding a new site', { seed: true }, (t) => {
  it('fills the site with demo versions and languages', async () => {
    const current = await t.app.inject('/api/versions/current');
    expect(current.statusCode).toBe(200);
    expect(current.json().version).toBe('8.1.2');
    const languages = await t.app.inject('/api/translations/');
    expect(languages.json()).toHaveLength(24);
  });

  it('gives every advancement a title and description in both languages', async () => {
    for (const language of ['en', 'fr']) {
      const list = (await t.app.inject(`/api/advancements/?language=${language}`)).json();
      expect(list).toHaveLength(56);
      for (const item of list) {
        expect(item.title.length, item.advancement_key).toBeGreaterThan(2);
        expect(item.description.length, item.advancement_key).toBeGreaterThan(10);
      }
    }
    const fr = (await t.app.inject('/api/advancements/?language=fr')).json();
    expect(
      fr.find((a: { advancement_key: string }) => a.advancement_key === 'leader_seljuk'),
    ).toMatchObject({
      title: 'Chef seldjoukide',
      total_all: 0,
      last_count_updated: null,
    });
  });

  it('creates one admin whose logged password works', async () => {
    const logged: Record<string, unknown>[] = [];
    const log = {
      ...t.app.log,
      warn: (obj: Record<string, unknown>) => logged.push(obj),
      info: () => {},
    };
    await t.app.db.deleteFrom('users').execute();
    await t.app.db.deleteFrom('seeds').where('name', '=', 'admin-account').execute();
    await runSeeds(t.app.db, SITE_SEEDS, log as unknown as typeof t.app.log, { demo: true });
    const admins = await t.app.db.selectFrom('users').selectAll().execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.login).toBe('admin');
    expect(admins[0]?.accountlevel).toBe('admin');
    const password = logged[0]?.password as string;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(admins[0]!.password_hash, password)).toBe(true);
  });

  it('uses ADMIN_PASSWORD when given, and does not log it', async () => {
    const logged: unknown[] = [];
    const log = {
      ...t.app.log,
      warn: (o: unknown) => logged.push(o),
      info: (o: unknown) => logged.push(o),
    };
    await t.app.db.deleteFrom('users').execute();
    await t.app.db.deleteFrom('seeds').where('name', '=', 'admin-account').execute();
    await runSeeds(t.app.db, SITE_SEEDS, log as unknown as typeof t.app.log, {
      demo: true,
      adminPassword: 'chosen-Pass-1848',
    });
    const admin = await t.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash, 'chosen-Pass-1848')).toBe(true);
    expect(JSON.stringify(logged)).not.toContain('chosen-Pass-1848');
  });

  it('runs each seed only once', async () => {
    const ran = await runSeeds(t.app.db, SITE_SEEDS, t.app.log, { demo: true });
    expect(ran).toEqual([]);
    const versions = await t.app.inject('/api/versions/');
    expect(versions.json()).toHaveLength(9);
  });
});

describe('a site started with a weak ADMIN_PASSWORD', () => {
  it('stops before seeding, saying why, and creates no account', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const config = testConfig(database, { ADMIN_PASSWORD: 'admin1234' });
      await expect(buildApp(config, { seed: true })).rejects.toThrow(/ADMIN_PASSWORD: too weak/);
      const { db } = connectDatabase(config);
      try {
        expect(await countUsers(db)).toBe(0);
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});

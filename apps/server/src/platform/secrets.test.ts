import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/app.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/databases.ts';
import { GOOD_PASSWORD, createUser, bearer } from '../test/users.ts';

/** A site process of its own: its own DATA_DIR, no JWT_SECRET, on a shared database. */
async function instance(database: TestDatabase, dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ ...database, dataDir }, { JWT_SECRET: '' }));
  await app.ready();
  return app;
}

describe.each(TEST_DIALECTS)('the generated signing secret [%s]', (dialect) => {
  const dirs: string[] = [];
  const dataDir = () => {
    dirs.push(mkdtempSync(path.join(tmpdir(), 'millenaire-instance-')));
    return dirs.at(-1)!;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is shared by every process on the database, so a login on one works on all', async () => {
    const database = await createTestDatabase(dialect);
    // On SQLite the database file lives in DATA_DIR: both processes use that one.
    const first = await instance(database, dialect === 'sqlite' ? database.dataDir : dataDir());
    const second = await instance(database, dialect === 'sqlite' ? database.dataDir : dataDir());
    try {
      const { user } = await createUser({ app: first, config: first.config, dialect });
      const login = await first.inject({
        method: 'POST',
        url: '/api/users/loginuser',
        payload: { username: user.login, password: GOOD_PASSWORD },
      });
      const { token } = login.json();
      const me = await second.inject({ url: '/api/users/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().login).toBe(user.login);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    }
  });

  it('takes over the secret an older site kept in DATA_DIR/secret', async () => {
    const fresh = await createTestDatabase(dialect);
    const legacy = 'an-older-site-secret-of-forty-eight-characters!!';
    writeFileSync(path.join(fresh.dataDir, 'secret'), legacy + '\n');
    const app = await instance(fresh, fresh.dataDir);
    try {
      const row = await app.db.selectFrom('site_secrets').selectAll().executeTakeFirstOrThrow();
      expect(row.value).toBe(legacy);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});

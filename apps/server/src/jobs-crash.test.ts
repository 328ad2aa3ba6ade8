import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from './areas/users/passwords.ts';
import { insertUser } from './areas/users/repository.ts';
import { connectDatabase } from './db/connect.ts';
import { TEST_JWT_SECRET } from './test/app.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './test/databases.ts';
import { freePort, PROCESS_TEST_MS, startServer } from './test/processes.ts';
import { startTestSmtp } from './test/smtp.ts';

// A site process killed (SIGKILL) right after it answered a request for a
// password reset: the mail it owes is in the database, and the next process
// on that database sends it, once.

const smtp = await startTestSmtp();
const { received } = smtp;
afterAll(() => smtp.close());

function startSite(database: TestDatabase, port: number, env: Record<string, string> = {}) {
  return startServer({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: 'Tall-Granary-Windmill-48',
    SEED_DEMO: 'false',
    REDIS_URL: '',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'info',
    ...env,
  });
}

type Site = Awaited<ReturnType<typeof startSite>>;
const ready = (site: Site) =>
  site.logged((line) => line.msg?.includes('site ready at') ?? false, 'that the site is ready');

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never saw ${what} in ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(TEST_DIALECTS)('a site process killed right after an answer [%s]', (dialect) => {
  it(
    'loses no job: the next process sends the mail, once',
    async () => {
      received.length = 0;
      const database = await createTestDatabase(dialect);
      const { db } = connectDatabase(database);
      let first: Site | undefined;
      let second: Site | undefined;
      try {
        const port = await freePort();
        // The first process runs no jobs: it stands for one killed before its
        // worker got to the job, which is what the kill may always find.
        first = await startSite(database, port, { JOB_WORKERS: '0' });
        await ready(first);
        await insertUser(
          db,
          {
            login: 'Gontran',
            email: 'gontran@example.org',
            passwordHash: await hashPassword('Quiet-Harbour-Lantern-93'),
            accountlevel: 'confirmed',
          },
          new Date(),
        );
        const res = await fetch(`http://127.0.0.1:${port}/api/users/requestnewpassword`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'gontran@example.org', language: 'en' }),
        });
        expect(res.status).toBe(200);
        first.child.kill('SIGKILL');
        await first.exited;
        expect(received).toEqual([]);
        expect(await db.selectFrom('jobs').select('kind').execute()).toEqual([
          { kind: 'password-reset' },
        ]);

        second = await startSite(database, port);
        await ready(second);
        await until(
          async () => (await db.selectFrom('jobs').select('id').execute()).length === 0,
          30_000,
          'every job done',
        );
        expect(received).toHaveLength(1);
        expect(received[0]).toMatch(/^To: gontran@example\.org/m);
        // A round of the worker later, nothing more comes.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect(received).toHaveLength(1);
      } finally {
        first?.child.kill('SIGKILL');
        second?.child.kill('SIGKILL');
        await second?.exited;
        await db.destroy();
        await database.drop();
      }
    },
    PROCESS_TEST_MS,
  );
});

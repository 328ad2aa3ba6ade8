import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithApp } from '../test/app.ts';
import { createJobs, jobKind, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './jobs.ts';

const COUNT_JOB = jobKind<{ n: number }>('test-count', z.object({ n: z.number().int() }));
const FLAKY_JOB = jobKind<{ name: string }>('test-flaky', z.object({ name: z.string() }));

describeWithApp('background jobs', {}, (t) => {
  /** A worker of its own on the app's database, at a time the test moves. */
  function worker(workers: number, at: { now: number }) {
    return createJobs({
      db: t.app.db,
      dialect: t.app.dialect,
      clock: { now: () => new Date(at.now) },
      log: t.app.log,
      workers,
    });
  }

  const jobRows = () =>
    t.app.db.selectFrom('jobs').selectAll().where('kind', 'like', 'test-%').execute();

  it('gives each job to one worker of several running at once', async () => {
    const at = { now: Date.now() };
    const runs: number[] = [];
    const workers = [worker(3, at), worker(3, at), worker(3, at)];
    for (const jobs of workers) {
      jobs.handle(COUNT_JOB, async ({ n }) => {
        runs.push(n);
        // Long enough for the other workers to look while this one holds it.
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const JOBS = 60;
    for (let n = 0; n < JOBS; n++) await workers[0]!.enqueue(t.app.db, COUNT_JOB, { n });
    await Promise.all(workers.map((jobs) => jobs.idle()));
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: JOBS }, (_, n) => n));
    expect(await jobRows()).toEqual([]);
  });

  it('is written with its transaction, and not when the transaction fails', async () => {
    const at = { now: Date.now() };
    const jobs = worker(1, at);
    const runs: number[] = [];
    jobs.handle(COUNT_JOB, async ({ n }) => void runs.push(n));
    await t.app.db.transaction().execute((trx) => jobs.enqueue(trx, COUNT_JOB, { n: 1 }));
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await jobs.enqueue(trx, COUNT_JOB, { n: 2 });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await jobs.idle();
    expect(runs).toEqual([1]);
  });

  it('tries a failing job again after growing delays, then keeps it as failed until retried', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
    const at = { now: Date.now() };
    const jobs = worker(1, at);
    let failing = true;
    const runs: number[] = [];
    jobs.handle(FLAKY_JOB, async () => {
      runs.push(at.now);
      if (failing) throw new Error('the mail server said no');
    });
    await jobs.enqueue(t.app.db, FLAKY_JOB, { name: 'first' });
    await jobs.idle();
    expect(runs).toHaveLength(1);
    const [row] = await jobRows();
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'the mail server said no',
    });
    // Not due before its delay.
    at.now += retryDelayMs(1) - 1_000;
    await jobs.idle();
    expect(runs).toHaveLength(1);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      at.now += retryDelayMs(attempt);
      await jobs.idle();
      expect(runs).toHaveLength(attempt + 1);
    }
    const [failed] = await jobRows();
    expect(failed).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    at.now += 10 * LEASE_MS;
    await jobs.idle();
    expect(runs).toHaveLength(MAX_ATTEMPTS);
    expect(await jobs.listFailed(10)).toEqual([
      expect.objectContaining({
        id: failed!.id,
        kind: 'test-flaky',
        attempts: MAX_ATTEMPTS,
        lastError: 'the mail server said no',
      }),
    ]);

    failing = false;
    expect(await jobs.retry(failed!.id)).toBe(true);
    expect(await jobs.retry(failed!.id)).toBe(false);
    await jobs.idle();
    expect(runs).toHaveLength(MAX_ATTEMPTS + 1);
    expect(await jobRows()).toEqual([]);
    expect(await jobs.listFailed(10)).toEqual([]);
  });

  it('takes again a job whose worker died, once its lease has passed', async () => {
    const at = { now: Date.now() };
    const dead = worker(1, at);
    // A worker that claims and never finishes: its handler hangs.
    dead.handle(COUNT_JOB, () => new Promise<void>(() => undefined));
    await dead.enqueue(t.app.db, COUNT_JOB, { n: 7 });
    void dead.idle();
    await expect.poll(async () => (await jobRows())[0]?.state, { timeout: 5_000 }).toBe('running');
    const alive = worker(1, at);
    const runs: number[] = [];
    alive.handle(COUNT_JOB, async ({ n }) => void runs.push(n));
    await alive.idle();
    expect(runs).toEqual([]);
    at.now += LEASE_MS + 1_000;
    await alive.idle();
    expect(runs).toEqual([7]);
    expect(await jobRows()).toEqual([]);
  });
});

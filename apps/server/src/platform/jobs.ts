import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { JOB_MAX_ATTEMPTS } from '@millenaire/contracts/jobs';
import type { Config } from '../config.ts';
import type { DialectName } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';

/**
 * Work done after a write (a mail, the notifications of a change), kept in
 * the database until it is done: written as a row of `jobs` in the write's
 * own transaction (or before the answer goes), so a crash or a deploy loses
 * none, and done by a worker of any site process. Each job is claimed by one
 * worker for a lease; a worker that dies leaves it to be taken again once the
 * lease has passed. A failure is tried again later (30 s, 1 min, 2 min, ...,
 * at most an hour apart); after MAX_ATTEMPTS runs the job is kept as
 * `failed`, listed for the administrators, who may run it again.
 *
 * A job may run more than once (a worker killed after its effect but before
 * the job was marked done): handlers do one effect each, and check what they
 * would repeat when they can.
 */

/** A kind of job: its name and the shape of its payload, checked when it runs. */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
}

export function jobKind<P>(name: string, payload: z.ZodType<P>): JobKind<P> {
  return { name, payload };
}

/** Where a job is written: the database, or the transaction of the write that causes it. */
export type JobWriter = Kysely<Database> | Transaction<Database>;

/** A job that keeps failing, as the administrators' list shows it. */
export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Jobs {
  /** Says what a kind of job does; once per kind. */
  handle<P>(kind: JobKind<P>, handler: (payload: P) => Promise<void>): void;
  /** Writes a job, due at once (or `delayMs` later), through `db` (a transaction, to go with it). */
  enqueue<P>(db: JobWriter, kind: JobKind<P>, payload: P, delayMs?: number): Promise<void>;
  /**
   * Runs every job due now, and those they add, until none is due and none
   * is under way on this process (tests wait on it; a job failing is put off).
   */
  idle(): Promise<void>;
  /** The failed jobs, newest first. */
  listFailed(limit: number): Promise<FailedJob[]>;
  /** Makes a failed job due again, with its attempts counted anew; false when there is none. */
  retry(id: number): Promise<boolean>;
}

/** Runs a job gets before it is kept as failed. */
export const MAX_ATTEMPTS = JOB_MAX_ATTEMPTS;
/** The first delay after a failure; each next one is twice as long. */
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 3_600_000;
/** How long a claimed job is its worker's: past it, the job is taken again. */
export const LEASE_MS = 5 * 60_000;
/** How often an idle worker looks for due jobs another process wrote. */
const POLL_MS = 2_000;
/** How long after a job written in a transaction its worker looks for it. */
const AFTER_COMMIT_MS = 20;
/** The longest error text kept. */
const ERROR_LENGTH = 2_000;

/** How long to wait before the next run of a job that failed its `attempts`-th run. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
}

interface Claimed {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
  locked_until: string | null;
}

interface JobsOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Jobs run at once by this process's worker; 0: the worker takes none. */
  workers: number;
}

export function createJobs({ db, dialect, clock, log, workers }: JobsOptions): Jobs & {
  start(): void;
  stop(): Promise<void>;
} {
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  const running = new Set<Promise<void>>();
  /** Claims under way: what they take is not yet in `running`. */
  const claiming = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  /** The worker takes jobs once the app is ready (every handler known) and until it closes. */
  let started = false;
  let stopped = false;
  let polling: Promise<void> | null = null;
  let again = false;
  /** Jobs this process has claimed since it started: what idle() watches for. */
  let claimedSoFar = 0;

  /** Takes up to `count` due jobs for this worker, each for one lease. */
  async function claim(count: number): Promise<Claimed[]> {
    // Only kinds this worker can run: another process's kind (a newer
    // release's, a test's) would otherwise be taken, fail here for want of
    // its handler and wait out a retry delay before its own worker saw it.
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const now = clock.now();
    const nowText = now.toISOString();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    let due = db
      .selectFrom('jobs')
      .select('id')
      .where('state', 'in', ['pending', 'running'])
      .where('kind', 'in', kinds)
      .where('run_after', '<=', nowText)
      .orderBy('run_after')
      .orderBy('id')
      .limit(count);
    // PostgreSQL: rows another worker is claiming are skipped, not waited for.
    // SQLite has one writer: the update below is the claim, whole.
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        run_after: lease,
        locked_until: lease,
        updated_at: nowText,
      }))
      .where('id', 'in', due)
      .where('state', 'in', ['pending', 'running'])
      .where('run_after', '<=', nowText)
      .returning(['id', 'kind', 'payload', 'attempts', 'locked_until'])
      .execute();
  }

  async function run(job: Claimed): Promise<void> {
    // Only the worker holding the lease settles the job.
    const mine = db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('locked_until', '=', job.locked_until);
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(JSON.parse(job.payload));
      await db
        .deleteFrom('jobs')
        .where('id', '=', job.id)
        .where('locked_until', '=', job.locked_until)
        .execute();
    } catch (err) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      const now = clock.now();
      log[failed ? 'error' : 'warn'](
        { err, job: job.id, kind: job.kind, attempts: job.attempts },
        failed ? 'background job failed for good' : 'background job failed, tried again later',
      );
      const error = err instanceof Error ? err.message : String(err);
      await mine
        .set({
          state: failed ? 'failed' : 'pending',
          run_after: new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
          locked_until: null,
          last_error: error.slice(0, ERROR_LENGTH),
          updated_at: now.toISOString(),
        })
        .execute()
        .catch((e: unknown) => log.error({ err: e, job: job.id }, 'background job not settled'));
    }
  }

  function track(job: Claimed): Promise<void> {
    const work: Promise<void> = run(job).finally(() => {
      running.delete(work);
      void poll();
    });
    running.add(work);
    return work;
  }

  /** Claims and starts what this worker has room for; answers how many it took. */
  async function fill(room: number): Promise<number> {
    if (room <= 0) return 0;
    // What it takes is counted and under way before the claim settles.
    const claimed = claim(room).then((jobs) => {
      claimedSoFar += jobs.length;
      for (const job of jobs) void track(job);
      return jobs.length;
    });
    claiming.add(claimed);
    try {
      return await claimed;
    } finally {
      claiming.delete(claimed);
    }
  }

  /**
   * The worker's round: fills its free slots with due jobs. A job ending, a
   * job written here and the timer each start one; a call while a round runs
   * asks for one more look once it ends.
   */
  function poll(): Promise<void> {
    if (workers === 0 || !started || stopped) return Promise.resolve();
    again = polling !== null;
    polling ??= (async () => {
      try {
        do {
          again = false;
          await fill(workers - running.size);
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'background jobs not claimed');
      } finally {
        polling = null;
      }
    })();
    return polling;
  }

  const jobs = {
    handle<P>(kind: JobKind<P>, handler: (payload: P) => Promise<void>) {
      if (handlers.has(kind.name)) throw new Error(`jobs of kind ${kind.name} are handled twice`);
      handlers.set(kind.name, (payload) => handler(kind.payload.parse(payload)));
    },
    async enqueue<P>(writer: JobWriter, kind: JobKind<P>, payload: P, delayMs = 0) {
      const now = clock.now();
      await writer
        .insertInto('jobs')
        .values({
          kind: kind.name,
          payload: JSON.stringify(kind.payload.parse(payload)),
          state: 'pending',
          attempts: 0,
          run_after: new Date(now.getTime() + delayMs).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      // The worker looks at once, or a moment later for a job written in a
      // transaction, once it has committed (else the next look finds it, at
      // most POLL_MS later).
      if (delayMs > 0) return;
      if (writer.isTransaction) setTimeout(() => void poll(), AFTER_COMMIT_MS).unref();
      else setImmediate(() => void poll());
    },
    async idle() {
      const settle = async () => {
        while (running.size > 0 || claiming.size > 0) {
          await Promise.allSettled([...running, ...claiming]);
        }
      };
      for (;;) {
        await settle();
        const before = claimedSoFar;
        if ((await fill(Math.max(workers, 1))) > 0) continue;
        // Nothing left for this claim; another of this process (the
        // worker's, another idle's) may have taken what it skipped.
        await settle();
        if (claimedSoFar === before) return;
      }
    },
    async listFailed(limit: number) {
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'kind', 'attempts', 'last_error', 'created_at', 'updated_at'])
        .where('state', '=', 'failed')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }));
    },
    async retry(id: number) {
      const now = clock.now().toISOString();
      const result = await db
        .updateTable('jobs')
        .set({ state: 'pending', attempts: 0, run_after: now, locked_until: null, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      const retried = Number(result.numUpdatedRows) > 0;
      if (retried) void poll();
      return retried;
    },
    start() {
      if (workers === 0) return;
      started = true;
      timer = setInterval(() => void poll(), POLL_MS);
      timer.unref();
      void poll();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
      // What is under way finishes; what is not yet claimed waits in the database.
      while (running.size > 0) await Promise.all(running);
    },
  };
  return jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Decorates `app.jobs`; the worker starts once the app is ready and stops when it closes. */
export const jobsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const jobs = createJobs({
      db: app.db,
      dialect: app.dialect,
      clock: app.clock,
      log: app.log,
      workers: config.jobWorkers,
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database', 'clock'] },
);

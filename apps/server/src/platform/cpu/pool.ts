import { availableParallelism } from 'node:os';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors.ts';
import type * as Tasks from './worker.ts';

type TaskName = keyof typeof Tasks;
type Input<N extends TaskName> = Parameters<(typeof Tasks)[N]>[0];
type Output<N extends TaskName> = ReturnType<(typeof Tasks)[N]>;

export interface CpuPool {
  /**
   * Runs a task of worker.ts in a thread, so the event loop keeps answering
   * other requests. Refused with 429 when too many wait, 503 past the time limit.
   */
  run<N extends TaskName>(name: N, input: Input<N>, timeoutMs?: number): Promise<Output<N>>;
  close(): Promise<void>;
}

/**
 * Counted from the call, queue time included: the queue is short enough that
 * a full one is worked through well within it.
 */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The threads' entry, found beside this module: in the compiled server (one
 * file in apps/server/dist) the compiled worker.ts, which build/bundle.ts
 * writes beside it; in the sources, entry.mjs, which loads worker.ts the way
 * the process loads TypeScript.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./entry.mjs', import.meta.url)
  : new URL('./cpu-worker.js', import.meta.url);

export function createCpuPool(): CpuPool {
  let pool: Piscina | undefined;
  // Threads start on first use: most processes (and tests) never need one.
  const get = () =>
    (pool ??= new Piscina({
      filename: WORKER_ENTRY.href,
      minThreads: 0,
      // One core stays with the event loop. The threads keep the process's
      // priority: a lowered one starves them whenever anything else on the
      // host is busy (three scorings took past the time limit beside a busy
      // test run), and the free core already keeps the event loop answering.
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
      maxQueue: 32,
    }));
  return {
    async run(name, input, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const workers = get();
      if (workers.queueSize >= workers.options.maxQueue) throw new AppError(429, 'RATE_LIMITED');
      try {
        return await workers.run(input, { name, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        if (err instanceof Error && err.name === 'AbortError') {
          throw new AppError(503, 'UNKNOWN_ERROR');
        }
        throw err;
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cpu: CpuPool;
  }
}

/** Decorates `app.cpu`, the thread pool for CPU-heavy work; its threads end with the app. */
export const cpuPoolPlugin = fp(
  async (app) => {
    const cpu = createCpuPool();
    app.decorate('cpu', cpu);
    app.addHook('onClose', () => cpu.close());
  },
  { name: 'cpu-pool' },
);

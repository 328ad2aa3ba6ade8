import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work done after the answer has gone (a mail, the records behind it), so an
 * answer's timing does not depend on it. Failures are logged; closing the app
 * waits for what is under way.
 */
export interface Jobs {
  later(name: string, work: () => Promise<void>): void;
  /** Resolves once nothing is under way. */
  idle(): Promise<void>;
}

export function createJobs(log: FastifyBaseLogger): Jobs {
  const running = new Set<Promise<void>>();
  return {
    later(name, work) {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const jobsPlugin = fp(
  async (app) => {
    const jobs = createJobs(app.log);
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.idle());
  },
  { name: 'jobs' },
);

import fp from 'fastify-plugin';

/** The time, from one place, so services can be run at a chosen moment in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock?: Clock }>(
  async (app, options) => {
    app.decorate('clock', options.clock ?? systemClock);
  },
  { name: 'clock' },
);

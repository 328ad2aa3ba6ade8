import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isAdmin, isConfirmed } from '@millenaire/contracts';
import type { EndpointBudget } from '@millenaire/contracts/endpoint';
import { AppError } from './errors.ts';

export interface LimitOptions {
  /** A name of its own: the counters of two limits never mix. */
  name: string;
  /** How many attempts a key may make in the window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Once over the limit, stay refused this long (seconds); by default until the window ends. */
  blockDuration?: number;
}

/**
 * A counter per key (a login, an address, an e-mail) that answers whether one
 * more attempt is allowed. Counting is atomic, in Redis when the site has one
 * (so every site process shares the counts) and in memory otherwise:
 * parallel requests cannot slip past it, because each attempt is counted
 * before the work it guards, and decided on the count that includes it.
 */
export interface Limit {
  /** Counts an attempt; false when it is over the limit (and the work must not be done). */
  take(key: string): Promise<boolean>;
  /** Gives an attempt back (it turned out not to be a failure). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
  /** Seconds until the key may try again. */
  retryAfter(key: string): Promise<number>;
}

function toLimit(limiter: RateLimiterAbstract): Limit {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
    async retryAfter(key) {
      const res = await limiter.get(key);
      return Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
    },
  };
}

function createLimit(options: LimitOptions, redis: Redis | undefined): Limit {
  const base = {
    keyPrefix: `limit:${options.name}`,
    points: options.points,
    duration: options.duration,
    ...(options.blockDuration ? { blockDuration: options.blockDuration } : {}),
  };
  if (!redis) return toLimit(new RateLimiterMemory(base));
  // If Redis stops answering, this process keeps limiting on its own.
  return toLimit(
    new RateLimiterRedis({
      ...base,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(base),
    }),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The limit of a name, shared between site processes when Redis is
     * configured: asked again with the same options, the same limit (endpoints
     * naming one budget share its counts); with others, an error.
     */
    limit(options: LimitOptions): Limit;
  }
}

/** Decorates `app.limit`; needs the redis plugin registered first. */
export const rateLimitsPlugin = fp(
  async (app) => {
    const made = new Map<string, { options: LimitOptions; limit: Limit }>();
    app.decorate('limit', (options: LimitOptions) => {
      const known = made.get(options.name);
      if (known) {
        if (JSON.stringify(known.options) !== JSON.stringify(options)) {
          throw new Error(`the limit ${options.name} is declared twice with other figures`);
        }
        return known.limit;
      }
      const limit = createLimit(options, app.redis);
      made.set(options.name, { options: { ...options }, limit });
      return limit;
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);

/**
 * `refuse` bound to one reply: how a route lets its services answer 429 for a
 * limit and key without handing them the reply.
 */
export type Refuse = (limit: Limit, key: string) => Promise<never>;

/** Answers 429 RATE_LIMITED, telling the client when to come back. */
export async function refuse(limit: Limit, key: string, reply: FastifyReply): Promise<never> {
  reply.header('retry-after', String(await limit.retryAfter(key)));
  throw new AppError(429, 'RATE_LIMITED');
}

/**
 * A hook counting every request of a route per client address, before its
 * body is even read: the cheapest place to refuse a flood.
 */
function perAddress(limit: Limit): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await limit.take(request.ip))) await refuse(limit, request.ip, reply);
  };
}

/**
 * The hook counting a call of an endpoint against its budget (the contracts'
 * `EndpointBudget`), before its body is read (an upload is refused before a
 * byte of it is stored); over it, 429 with Retry-After. A member's write
 * budget counts per account and per address, and leaves anonymous calls
 * (refused with 401 as cheaply) and administrators' alone; an address budget
 * counts every call.
 */
export function budgetHook(
  app: Pick<FastifyInstance, 'limit'>,
  budget: EndpointBudget,
): onRequestAsyncHookHandler {
  const limit = (name: string, points: number) =>
    app.limit({ name, points, duration: budget.seconds });
  if (budget.account === undefined) {
    return perAddress(limit(budget.name, budget.address));
  }
  const confirmed = limit(`${budget.name}-account`, budget.account);
  const unconfirmed =
    budget.newAccount === undefined ? confirmed : limit(`${budget.name}-new`, budget.newAccount);
  const address = limit(`${budget.name}-address`, budget.address);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await request.actor();
    if (!viewer || isAdmin(viewer.level)) return;
    const account = isConfirmed(viewer.level) ? confirmed : unconfirmed;
    const key = `user:${viewer.id}`;
    if (!(await account.take(key))) await refuse(account, key, reply);
    if (!(await address.take(request.ip))) await refuse(address, request.ip, reply);
  };
}

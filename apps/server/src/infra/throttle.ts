import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window (for instance failed logins per
 * login and per address). Kept in Redis when configured, so every site
 * process sees the same counts; in memory otherwise.
 */
export interface Throttle {
  isBlocked(key: string): Promise<boolean>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface ThrottleOptions {
  name: string;
  limit: number;
  windowMs: number;
}

function memoryThrottle({ limit, windowMs }: ThrottleOptions): Throttle {
  const counts = new Map<string, { count: number; until: number }>();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    isBlocked: async (key) => (current(key)?.count ?? 0) >= limit,
    fail: async (key) => {
      const entry = current(key) ?? { count: 0, until: Date.now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      if (counts.size > 100_000) {
        for (const [k, v] of counts) if (v.until <= Date.now()) counts.delete(k);
      }
    },
    reset: async (key) => void counts.delete(key),
  };
}

function redisThrottle(redis: Redis, { name, limit, windowMs }: ThrottleOptions): Throttle {
  const k = (key: string) => `throttle:${name}:${key}`;
  return {
    isBlocked: async (key) => Number((await redis.get(k(key))) ?? 0) >= limit,
    fail: async (key) => {
      const count = await redis.incr(k(key));
      if (count === 1) await redis.pexpire(k(key), windowMs);
    },
    reset: async (key) => void (await redis.del(k(key))),
  };
}

export function createThrottle(options: ThrottleOptions, redis?: Redis): Throttle {
  return redis ? redisThrottle(redis, options) : memoryThrottle(options);
}

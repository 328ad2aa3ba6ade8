import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Limit } from '../../../platform/http/rate-limits.ts';

const MINUTES = 60;
const HOUR = 60 * MINUTES;
const DAY = 24 * HOUR;

/**
 * The ping's limits, per client address (docs/releases.md "The ping's
 * limits"). A player pings once per game start, a few times an hour; a school
 * or a provider's shared address puts many players behind one address; on a
 * release day thousands of addresses ping once each, and none of them comes
 * near these. What they stop is one address inventing installations and
 * players by the thousand, or pinging without end.
 */
export function pingLimits(app: FastifyInstance) {
  return {
    /** Every ping, counted before anything else: a hundred players starting three games in ten minutes. */
    pings: app.limit({ name: 'ping-address', points: 300, duration: 10 * MINUTES }),
    /** Installations the site has never seen, brought in by one address: a school's lab on a release day. */
    newInstallations: app.limit({ name: 'ping-new-uid', points: 100, duration: DAY }),
    /** Logins the site has no statistics for, brought in by one address. */
    newPlayers: app.limit({ name: 'ping-new-login', points: 100, duration: DAY }),
  } satisfies Record<string, Limit>;
}

export type PingLimits = ReturnType<typeof pingLimits>;

/**
 * The key a client address is counted under: an IPv4 address as it is, an
 * IPv6 one by its /64, the block a single household or server is given (one
 * client holds every address of it, and would otherwise count as billions).
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const after = tail === '' ? [] : tail.split(':');
    // An embedded IPv4 address fills the last two groups.
    const width = after.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - width)).fill('0'), ...after);
  }
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Tokens } from '../../platform/http/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CpuPool } from '../../platform/cpu/pool.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Notices } from '../../platform/cache/writes.ts';
import type { Limit } from '../../platform/http/rate-limits.ts';

const MINUTES = 60;
const HOUR = 60 * MINUTES;

/** The captcha's signing key and proof-of-work cost. */
export interface CaptchaOptions {
  secret: string;
  cost: number;
}

/** What the accounts services need, taken from the app's infrastructure. */
export interface UsersDeps {
  db: Kysely<Database>;
  clock: Clock;
  tokens: Tokens;
  jobs: Jobs;
  cpu: CpuPool;
  log: FastifyBaseLogger;
  publicUrl: string;
  captcha: CaptchaOptions;
  limits: ReturnType<typeof usersLimits>;
  notices: Pick<Notices, 'publish'>;
}

/** The accounts' limits; README "Security" lists them with the tests that prove them. */
function usersLimits(app: FastifyInstance) {
  return {
    /**
     * Password guesses on one login from one address: past them that address
     * is refused (429) for that login, and no one else is.
     */
    loginPerPair: app.limit({
      name: 'login-pair',
      points: 5,
      duration: 15 * MINUTES,
      blockDuration: 15 * MINUTES,
    }),
    /** Password guesses from one address, on any logins (a school shares one address). */
    loginPerAddress: app.limit({ name: 'login-address', points: 20, duration: 5 * MINUTES }),
    /**
     * Failed guesses on one login from anywhere. Past them the login is under
     * attack from several addresses: each further try needs a solved captcha
     * (never a refusal, so no one can keep the owner out).
     */
    loginPerLogin: app.limit({ name: 'login-login', points: 10, duration: 15 * MINUTES }),
    /** Wrong old passwords on a password change, per account. */
    oldPasswordPerAccount: app.limit({ name: 'old-password', points: 5, duration: 5 * MINUTES }),
    /**
     * Wrong second-factor codes per account, from anywhere (the password is
     * already known to whoever sends them): five, then a quarter of an hour.
     */
    secondFactorPerAccount: app.limit({
      name: 'second-factor',
      points: 5,
      duration: 15 * MINUTES,
      blockDuration: 15 * MINUTES,
    }),
    resetMailsPerEmail: app.limit({ name: 'reset-mail', points: 3, duration: HOUR }),
  } satisfies Record<string, Limit>;
}

export function usersDeps(app: FastifyInstance, captchaSecret: string): UsersDeps {
  return {
    db: app.db,
    clock: app.clock,
    tokens: app.tokens,
    jobs: app.jobs,
    cpu: app.cpu,
    log: app.log,
    publicUrl: app.config.publicUrl,
    captcha: { secret: captchaSecret, cost: app.config.captchaCost },
    limits: usersLimits(app),
    notices: app.notices,
  };
}

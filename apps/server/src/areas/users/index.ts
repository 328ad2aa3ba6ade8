import type { Area } from '../../extensions/area.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { confirmationRoutes } from './confirmation/routes.ts';
import { confirmationNotices } from './confirmation/service.ts';
import { usersDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { passwordRoutes } from './password/routes.ts';
import { mailResetLinks, RESET_REQUEST_JOB } from './password/service.ts';
import { findUserByLogin } from './repository.ts';
import { secondFactorRoutes } from './second-factor/routes.ts';
import { seeds } from './seed/index.ts';
import { sessionRoutes } from './session/routes.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/**
 * Accounts: login, account creation, passwords, requests to be confirmed,
 * user administration (/api/users).
 */
export const usersArea: Area = {
  name: 'users',
  migrations,
  seeds,
  setup(app) {
    const deps = usersDeps(app, app.secrets.captcha);
    app.jobs.handle(RESET_REQUEST_JOB, (request) => mailResetLinks(deps, request));
    return {
      plugin: async (users) => {
        await users.register(sessionRoutes, { deps });
        await users.register(accountRoutes, { deps });
        await users.register(passwordRoutes, { deps });
        await users.register(adminRoutes, { deps });
        await users.register(confirmationRoutes, { deps });
        await users.register(secondFactorRoutes, { deps });
      },
      follows: [confirmationNotices(deps)],
    };
  },
};

/** The signed-in account behind a token, for the app's authentication. */
export { resolveActor } from './session/service.ts';
/** An account by its id, and the level it acts with, for the OpenID Connect provider's claims. */
export { actingLevel, findUserById } from './repository.ts';
/** Whether an account has a login, for areas that name players. */
export { loginExists } from './account/service.ts';

/** The id of the account with this login (any case), for areas whose demo content has an author. */
export async function accountIdOf(
  db: Kysely<Database>,
  login: string,
): Promise<number | undefined> {
  return (await findUserByLogin(db, login))?.id;
}

import type { Migration } from 'kysely';
import * as users from './20261123045919_users.ts';
import * as usersAccounts from './20261123051403_users_accounts.ts';
import * as usersSearch from './20261123162329_users_search.ts';
import * as usersLoginSearch from './20261124070830_users_login_search.ts';
import * as usersSuspension from './20261126004500_users_suspension.ts';
import * as usersConfirmationRequests from './20261129033000_users_confirmation_requests.ts';
import * as usersSessionsEnded from './20261130081000_users_sessions_ended.ts';
import * as usersSecondFactor from './20261130120000_users_second_factor.ts';

/** The users area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123045919_users': users,
  '20261123051403_users_accounts': usersAccounts,
  '20261123162329_users_search': usersSearch,
  '20261124070830_users_login_search': usersLoginSearch,
  '20261126004500_users_suspension': usersSuspension,
  '20261129033000_users_confirmation_requests': usersConfirmationRequests,
  '20261130081000_users_sessions_ended': usersSessionsEnded,
  '20261130120000_users_second_factor': usersSecondFactor,
};

import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint } from '@/shared/api/endpoint';

/**
 * POST /api/users/logout: the server ends every session of the account (its
 * token version), so a copy of the token left anywhere stops working. Its
 * failure is only logged: the logout page clears the local session anyway.
 */
export async function logoutOnServer(): Promise<void> {
  await callEndpoint(usersEndpoints.logout, {}, { notify: false });
}

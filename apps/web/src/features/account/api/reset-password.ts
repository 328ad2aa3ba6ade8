import type { ResetPasswordPayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

/**
 * POST /api/users/resetpassword: the login of the account whose password was
 * set. A refused key is said once, by the page, with the way to ask again.
 */
export async function resetPassword(payload: ResetPasswordPayload): Promise<string> {
  const answer = await callEndpoint(
    usersEndpoints.resetPassword,
    { body: payload },
    { invalidate: [groupPrefix(usersEndpoints)], quiet: ['INVALID_RESET_KEY'] },
  );
  return answer.login;
}

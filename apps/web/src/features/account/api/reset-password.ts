import type { ResetPasswordPayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

/** POST /api/users/resetpassword: the login of the account whose password was set. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<string> {
  const answer = await callEndpoint(
    usersEndpoints.resetPassword,
    { body: payload },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );
  return answer.login;
}

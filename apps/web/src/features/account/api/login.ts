import type { LoginPayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

/** POST /api/users/loginuser: the token of the account, or a WRONG_PASSWORD failure. */
export async function loginUser(payload: LoginPayload): Promise<string> {
  const answer = await callEndpoint(
    usersEndpoints.login,
    { body: payload },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );
  return answer.token;
}

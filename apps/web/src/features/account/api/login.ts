import type { LoginAnswer, LoginPayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

/**
 * POST /api/users/loginuser: the token of the account, a ticket when the
 * account asks for a code next, or a WRONG_PASSWORD failure.
 */
export function loginUser(payload: LoginPayload): Promise<LoginAnswer> {
  return callEndpoint(
    usersEndpoints.login,
    { body: payload },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );
}

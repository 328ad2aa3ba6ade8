import type { CreateAccountPayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

/** POST /api/users/createaccount/: the new account is logged in at once. */
export async function createAccount(payload: CreateAccountPayload): Promise<string> {
  const answer = await callEndpoint(
    usersEndpoints.createAccount,
    { body: payload },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );
  return answer.token;
}

import type { PasswordChangePayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, groupPrefix } from '@/shared/api/endpoint';

/** The token names the account (`sub`); a token we cannot read is asked about. */
async function accountId(userId: number | null): Promise<number> {
  if (userId !== null) return userId;
  return (await callEndpoint(usersEndpoints.me)).id;
}

/**
 * POST /api/users/{id}/password. The change ends every older session, so the
 * answer's fresh token must replace the stored one. A wrong current password
 * is told on its field only, in words that fit (not "wrong login or password").
 */
export async function changePassword(userId: number | null, payload: PasswordChangePayload) {
  const id = await accountId(userId);
  const answer = await callEndpoint(
    usersEndpoints.changePassword,
    { params: { id }, body: payload },
    { invalidate: [groupPrefix(usersEndpoints)], quiet: ['WRONG_PASSWORD'] },
  );
  return answer.token;
}

import {
  meSchema,
  tokenResponseSchema,
  type PasswordChangePayload,
} from '@millenaire/contracts/users';
import { apiGet, apiPost } from '@/shared/api-client';

/** The token names the account (`sub`); a token we cannot read is asked about. */
async function accountId(userId: number | null): Promise<number> {
  if (userId !== null) return userId;
  return meSchema.parse(await apiGet('/api/users/me')).id;
}

/**
 * POST /api/users/{id}/password. The change ends every older session, so the
 * answer's fresh token must replace the stored one.
 */
export async function changePassword(userId: number | null, payload: PasswordChangePayload) {
  const id = await accountId(userId);
  const body = await apiPost(`/api/users/${id}/password`, payload, { invalidate: ['/api/users'] });
  return tokenResponseSchema.parse(body).token;
}

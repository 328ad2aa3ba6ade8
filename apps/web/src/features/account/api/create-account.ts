import { tokenResponseSchema, type CreateAccountPayload } from '@millenaire/contracts/users';
import { apiPost } from '@/shared/api-client';

/** POST /api/users/createaccount/: the new account is logged in at once. */
export async function createAccount(payload: CreateAccountPayload): Promise<string> {
  const body = await apiPost('/api/users/createaccount/', payload, { invalidate: ['/api/users'] });
  return tokenResponseSchema.parse(body).token;
}

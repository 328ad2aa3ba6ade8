import { tokenResponseSchema, type LoginPayload } from '@millenaire/contracts/users';
import { apiPost } from '@/shared/api-client';

/** POST /api/users/loginuser: the token of the account, or a WRONG_PASSWORD failure. */
export async function loginUser(payload: LoginPayload): Promise<string> {
  const body = await apiPost('/api/users/loginuser', payload, { invalidate: ['/api/users'] });
  return tokenResponseSchema.parse(body).token;
}

import {
  resetPasswordResponseSchema,
  type ResetPasswordPayload,
} from '@millenaire/contracts/users';
import { apiPost } from '@/shared/api-client';

/** POST /api/users/resetpassword: the login of the account whose password was set. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<string> {
  const body = await apiPost('/api/users/resetpassword', payload, { invalidate: ['/api/users'] });
  return resetPasswordResponseSchema.parse(body).login;
}

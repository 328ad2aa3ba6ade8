import type { RequestNewPasswordPayload } from '@millenaire/contracts/users';
import { apiPost } from '@/shared/api-client';

/** POST /api/users/requestnewpassword: answers alike whether or not the address is known. */
export async function requestNewPassword(payload: RequestNewPasswordPayload): Promise<void> {
  await apiPost('/api/users/requestnewpassword', payload);
}

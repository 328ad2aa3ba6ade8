import type { RequestNewPasswordPayload } from '@millenaire/contracts/users';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint } from '@/shared/api/endpoint';

/** POST /api/users/requestnewpassword: answers alike whether or not the address is known. */
export async function requestNewPassword(payload: RequestNewPasswordPayload): Promise<void> {
  await callEndpoint(usersEndpoints.requestNewPassword, { body: payload });
}

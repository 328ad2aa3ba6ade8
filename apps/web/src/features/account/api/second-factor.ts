import type { SecondFactorLoginPayload } from '@millenaire/contracts/users';
import { accountSecurityEndpoints } from '@millenaire/contracts/endpoints/account-security';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { callEndpoint, endpointQuery, groupPrefix } from '@/shared/api/endpoint';

// A wrong code is told on its field, where the member types again.
const CODE_REFUSALS = ['WRONG_CODE'] as const;
const refetchAccount = { invalidate: [groupPrefix(usersEndpoints)], quiet: CODE_REFUSALS };

/** GET /api/users/secondfactor: whether it is on, and the recovery codes left. */
export const secondFactorQuery = () => endpointQuery(accountSecurityEndpoints.secondFactor);

/** POST /api/users/loginuser/secondfactor: the login's second step; the token. */
export async function loginWithCode(payload: SecondFactorLoginPayload): Promise<string> {
  const answer = await callEndpoint(
    accountSecurityEndpoints.loginSecondFactor,
    { body: payload },
    { invalidate: [groupPrefix(usersEndpoints)], quiet: ['WRONG_CODE', 'EXPIRED_TICKET'] },
  );
  return answer.token;
}

export const setUpSecondFactor = () => callEndpoint(accountSecurityEndpoints.setUpSecondFactor, {});

export const confirmSecondFactor = (code: string) =>
  callEndpoint(accountSecurityEndpoints.confirmSecondFactor, { body: { code } }, refetchAccount);

export const renewRecoveryCodes = (code: string) =>
  callEndpoint(accountSecurityEndpoints.renewRecoveryCodes, { body: { code } }, refetchAccount);

export const turnOffSecondFactor = (code: string) =>
  callEndpoint(accountSecurityEndpoints.turnOffSecondFactor, { body: { code } }, refetchAccount);

/** POST /api/users/{id}/secondfactor/reset: an administrator's reset of a member's. */
export const resetSecondFactor = (id: number) =>
  callEndpoint(
    accountSecurityEndpoints.resetSecondFactor,
    { params: { id } },
    { invalidate: [groupPrefix(usersEndpoints)] },
  );

/** GET /api/users/moderationlog. */
export const moderationLogQuery = () => endpointQuery(accountSecurityEndpoints.moderationLog);

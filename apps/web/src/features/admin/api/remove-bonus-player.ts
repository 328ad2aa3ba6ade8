import { useMutation } from '@tanstack/react-query';
import { bonusEndpoints } from '@millenaire/contracts/endpoints/bonus';
import { callEndpoint } from '@/shared/api/endpoint';
import { BONUS_PREFIX } from './get-bonus-players';

/** POST /api/bonus/{login}/delete: takes the bonus house back. */
export function removeBonusPlayer(login: string) {
  return callEndpoint(bonusEndpoints.revoke, { params: { login } }, { invalidate: [BONUS_PREFIX] });
}

export function useRemoveBonusPlayer(onSuccess: (login: string) => void) {
  return useMutation({
    mutationFn: removeBonusPlayer,
    onSuccess: (_list, login) => onSuccess(login),
  });
}

import { useMutation } from '@tanstack/react-query';
import { bonusEndpoints } from '@millenaire/contracts/endpoints/bonus';
import { callEndpoint } from '@/shared/api/endpoint';
import { BONUS_PREFIX } from './get-bonus-players';

/** POST /api/bonus/ {login}: grants the bonus house to a player. */
export function addBonusPlayer(login: string) {
  return callEndpoint(bonusEndpoints.grant, { body: { login } }, { invalidate: [BONUS_PREFIX] });
}

export function useAddBonusPlayer(onSuccess: (login: string) => void) {
  return useMutation({ mutationFn: addBonusPlayer, onSuccess: (_list, login) => onSuccess(login) });
}

import { useMutation } from '@tanstack/react-query';
import { bonusPlayerListSchema } from '@millenaire/contracts/advancements';
import { apiPost } from '@/shared/api-client';
import { BONUS_URL } from './get-bonus-players';

/** POST /api/bonus/ {login}: grants the bonus house to a player. */
export async function addBonusPlayer(login: string) {
  const body = await apiPost(BONUS_URL, { login }, { invalidate: [BONUS_URL] });
  return bonusPlayerListSchema.parse(body);
}

export function useAddBonusPlayer(onSuccess: (login: string) => void) {
  return useMutation({ mutationFn: addBonusPlayer, onSuccess: (_list, login) => onSuccess(login) });
}

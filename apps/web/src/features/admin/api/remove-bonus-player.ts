import { useMutation } from '@tanstack/react-query';
import { bonusPlayerListSchema } from '@millenaire/contracts/advancements';
import { apiPost } from '@/shared/api-client';
import { BONUS_URL } from './get-bonus-players';

/** POST /api/bonus/{login}/delete: takes the bonus house back. */
export async function removeBonusPlayer(login: string) {
  const url = `${BONUS_URL}${encodeURIComponent(login)}/delete`;
  const body = await apiPost(url, {}, { invalidate: [BONUS_URL] });
  return bonusPlayerListSchema.parse(body);
}

export function useRemoveBonusPlayer(onSuccess: (login: string) => void) {
  return useMutation({
    mutationFn: removeBonusPlayer,
    onSuccess: (_list, login) => onSuccess(login),
  });
}

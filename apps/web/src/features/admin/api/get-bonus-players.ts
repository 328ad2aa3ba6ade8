import { useQuery } from '@tanstack/react-query';
import { bonusPlayerListSchema } from '@millenaire/contracts/advancements';
import { urlQuery } from '@/shared/api-client';

export const BONUS_URL = '/api/bonus/';

/** The players granted the bonus house. */
export function useBonusPlayers() {
  return useQuery(urlQuery(BONUS_URL, (data) => bonusPlayerListSchema.parse(data)));
}

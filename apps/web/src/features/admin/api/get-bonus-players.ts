import { useQuery } from '@tanstack/react-query';
import { bonusEndpoints } from '@millenaire/contracts/endpoints/bonus';
import { endpointPrefix, endpointQuery } from '@/shared/api/endpoint';

/** What a change of the list refetches. */
export const BONUS_PREFIX = endpointPrefix(bonusEndpoints.list);

/** The players granted the bonus house. */
export function useBonusPlayers() {
  return useQuery(endpointQuery(bonusEndpoints.list));
}

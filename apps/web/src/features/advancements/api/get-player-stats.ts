import { queryOptions, useQuery } from '@tanstack/react-query';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { ApiError } from '@/shared/api-client';
import { endpointQuery } from '@/shared/api/endpoint';

/**
 * A player's own advancements; null when no such player is known (404, or a
 * login the server refuses outright), which the page tells as 'not found'.
 * The call goes through the query client's own transport, so the server
 * renderer answers it in-process like the page's other data.
 */
export function playerStatsQuery(login: string) {
  const stats = endpointQuery(
    advancementsEndpoints.player,
    { params: { login } },
    { notify: false, quiet: ['NOT_FOUND', 'INVALID_INPUT'] },
  );
  const fetchStats = stats.queryFn;
  if (typeof fetchStats !== 'function') throw new Error('the player query has no query function');
  return queryOptions({
    queryKey: stats.queryKey,
    queryFn: async (context) => {
      try {
        return await fetchStats(context);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
    enabled: login !== '',
  });
}

export function usePlayerStats(login: string | undefined) {
  return useQuery(playerStatsQuery(login ?? ''));
}

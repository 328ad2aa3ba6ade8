import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerStats } from '@millenaire/contracts/advancements';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { ApiError } from '@/shared/api-client';
import { callEndpoint, endpointUrl } from '@/shared/api/endpoint';

/**
 * A player's own advancements; null when no such player is known (404, or a
 * login the server refuses outright), which the page tells as 'not found'.
 */
async function fetchPlayerStats(login: string): Promise<PlayerStats | null> {
  try {
    const params = { login };
    return await callEndpoint(advancementsEndpoints.player, { params }, { notify: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function usePlayerStats(login: string | undefined) {
  const player = login ?? '';
  return useQuery(
    queryOptions({
      queryKey: [endpointUrl(advancementsEndpoints.player, { params: { login: player } })],
      queryFn: () => fetchPlayerStats(player),
      enabled: player !== '',
    }),
  );
}

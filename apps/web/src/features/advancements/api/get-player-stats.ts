import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStatsSchema, type PlayerStats } from '@millenaire/contracts/advancements';
import { ApiError, apiGet } from '@/shared/api-client';

export function playerStatsUrl(login: string): string {
  return `/api/advancements/players/${encodeURIComponent(login)}`;
}

/**
 * A player's own advancements; null when no such player is known (404, or a
 * login the server refuses outright), which the page tells as 'not found'.
 */
async function fetchPlayerStats(url: string): Promise<PlayerStats | null> {
  try {
    return playerStatsSchema.parse(await apiGet(url, { notify: false }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function usePlayerStats(login: string | undefined) {
  const url = playerStatsUrl(login ?? '');
  return useQuery(
    queryOptions({
      queryKey: [url],
      queryFn: () => fetchPlayerStats(url),
      enabled: login !== undefined && login !== '',
    }),
  );
}

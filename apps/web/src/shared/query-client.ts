import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * GET answers stay cached per URL until a write invalidates their prefix
 * (spec §7), so nothing goes stale by time, focus or reconnection.
 * Retries are off: each failure already shows a notification. A failed
 * answer is not asked again just because a screen showing it appears (a
 * server-rendered page shows the failure it was rendered with, the same in
 * the browser); opening the page again asks again (its loader prefetches).
 */
const DEFAULT_OPTIONS = {
  queries: {
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: DEFAULT_OPTIONS });
}

/** The browser's one client (the server renderer makes one per page). */
export const queryClient = createQueryClient();

/** Invalidates every cached GET whose URL starts with `prefix`. */
export function invalidatePrefix(prefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [url] = query.queryKey;
      return typeof url === 'string' && url.startsWith(prefix);
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

/**
 * GET answers stay cached per URL until a write invalidates their prefix
 * (spec §7), so nothing goes stale by time, focus or reconnection.
 * Retries are off: each failure already shows a notification.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

/** Invalidates every cached GET whose URL starts with `prefix`. */
export function invalidatePrefix(prefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [url] = query.queryKey;
      return typeof url === 'string' && url.startsWith(prefix);
    },
  });
}

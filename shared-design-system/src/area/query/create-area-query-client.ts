import { QueryClient } from '@tanstack/react-query';
import { RETURN_CACHE_MS, STALE_TIME } from './query-constants';

/**
 * The one QueryClient of an area (created once per remote, in its root module; tests make a fresh one each).
 * Query never retries: the platform's ky clients already retry idempotent calls on 5xx with backoff and
 * never retry writes, so a retry here would multiply them. Cached data lives 5 minutes after its page
 * is left, so going back shows it at once and revalidates quietly once stale.
 */
export function createAreaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: STALE_TIME.default,
        gcTime: RETURN_CACHE_MS,
        // the area is one tab among the student's work: a focus change is not a reason to refetch everything
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { createCoalescedTimeouts } from './coalesced-timeouts';
import { RETURN_CACHE_MS, STALE_TIME } from './query-constants';

const queryTimeouts = createCoalescedTimeouts();
let timeoutsCoalesced = false;

/**
 * Query's timeouts (gcTime, staleTime) through one browser timer (coalesced-timeouts.ts), for every area's
 * client: the provider is Query's own singleton, set once before the first client is made. A share of the
 * package built before the platform named `timeoutManager` has none, and Query keeps its own timers.
 */
function coalesceQueryTimeouts(): void {
  if (timeoutsCoalesced || typeof timeoutManager?.setTimeoutProvider !== 'function') return;
  timeoutManager.setTimeoutProvider({
    setTimeout: (callback, delay) => queryTimeouts.setTimeout(callback, delay),
    clearTimeout: (id) => queryTimeouts.clearTimeout(id === undefined ? undefined : Number(id)),
    setInterval: (callback, delay) => Number(setInterval(callback, delay)),
    clearInterval: (id) => clearInterval(id === undefined ? undefined : Number(id)),
  });
  timeoutsCoalesced = true;
}

/**
 * The one QueryClient of an area (created once per remote, in its root module; tests make a fresh one each).
 * Query never retries: the platform's ky clients already retry idempotent calls on 5xx with backoff and
 * never retry writes, so a retry here would multiply them. Cached data lives 5 minutes after its page
 * is left, so going back shows it at once and revalidates quietly once stale.
 */
export function createAreaQueryClient(): QueryClient {
  coalesceQueryTimeouts();
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

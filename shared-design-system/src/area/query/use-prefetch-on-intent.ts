import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The options of any one query (whatever its data type), as a `queryOptions` factory gives them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a target may be any query of the area
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** One or more queries a page needs, as its `queryOptions` factories give them. */
export type PrefetchTarget = AnyQueryOptions | readonly AnyQueryOptions[];

/** Handlers of a link that prefetch its page's data when the student shows intent (pointer over, focus, touch). */
export interface PrefetchHandlers {
  onMouseEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/**
 * Prefetches the data of the page a link leads to as soon as the student shows intent, so that the page
 * usually renders with its data on the click. Fresh data is not fetched again (the query's staleTime);
 * a failed prefetch is silent: the page shows its own error state when it mounts.
 */
export function usePrefetchOnIntent(target: PrefetchTarget | undefined): PrefetchHandlers {
  const queryClient = useQueryClient();
  const prefetch = useCallback(() => {
    if (!target) return;
    const targets = Array.isArray(target) ? target : [target];
    for (const options of targets as AnyQueryOptions[]) void queryClient.prefetchQuery(options);
  }, [queryClient, target]);
  return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}

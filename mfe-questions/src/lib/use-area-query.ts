import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a screen knows about data it fetches: still loading, loaded, or failed. */
export type RemoteData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type RemoteDataWithRetry<T> = RemoteData<T> & {
  /** loads again after a failure (shows loading meanwhile) */
  retry: () => void;
  /** loads again keeping the current data on screen until the answer comes (bus-driven refresh) */
  refresh: () => void;
};

/**
 * A query of the area's QueryClient (cache, de-duplication, invalidation by bus events, prefetch), read as
 * the status union this area's views were written against: data on screen stays there while it is
 * revalidated; after a failure, a retry shows loading until the answer comes.
 */
export function useAreaQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): RemoteDataWithRetry<T> {
  const query = useQuery(options);
  const { refetch } = query;
  const again = useCallback(() => void refetch(), [refetch]);
  if (query.data !== undefined) return { status: 'success', data: query.data, retry: again, refresh: again };
  if (query.isError && !query.isFetching)
    return { status: 'error', error: query.error, retry: again, refresh: again };
  return { status: 'loading', retry: again, refresh: again };
}

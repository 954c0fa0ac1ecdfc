import type { UseQueryResult } from '@tanstack/react-query';
import { isValidElement, useDeferredValue, type ReactNode } from 'react';
import { TOO_MANY_REQUESTS_MESSAGE } from 'shared-contracts';
import { EmptyState, type EmptyStateProps } from 'shared-design-system';
import { isNotFoundError, statusOf } from '../api/read-api-error';
import { ContentSkeleton } from '../page/content-skeleton';
import { LoadError } from '../page/load-error';

/** Props of `QueryView`. */
export interface QueryViewProps<T> {
  /** what `useQuery(someQuery(...))` returned */
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** pt-BR, said when the first load failed ('Não foi possível carregar os álbuns.') */
  errorMessage: string;
  /** shown until the first answer: shaped like the content (default: a list skeleton; `null` shows nothing) */
  skeleton?: ReactNode;
  /** when it says the data is empty, `empty` is shown instead of the content (default: an empty list) */
  isEmpty?: (data: T) => boolean;
  /** the empty state: an `EmptyState`'s title, description and action, or any node */
  empty?: ReactNode | Pick<EmptyStateProps, 'title' | 'description' | 'action'>;
  /** shown instead of the error when the server answered 404 (usually the area's not-found page) */
  notFound?: ReactNode;
  /**
   * a heavy content (a page's long list): its first answer is rendered at transition priority, in slices
   * (issue 12); the content then follows the render that shows the rest of the answer by a moment
   */
  deferFirstAnswer?: boolean;
  /** the content, given the data */
  children: (data: T) => ReactNode;
}

/**
 * The three states every data view has, in one place: the skeleton until the first answer, the load
 * error with a working retry button, the empty state, else the content. Data already on screen stays
 * there while it is revalidated (a page the student comes back to shows at once, no skeleton), and a failed
 * revalidation keeps it rather than replacing it with an error.
 */
export function QueryView<T>({
  query,
  errorMessage,
  skeleton,
  isEmpty,
  empty,
  notFound,
  deferFirstAnswer = false,
  children,
}: QueryViewProps<T>) {
  // An answer reaches React through the query's store, whose updates React renders in one blocking task
  // (useSyncExternalStore), with everything it changes. With deferFirstAnswer, the first answer (the skeleton
  // replaced by the whole content) is rendered from a deferred copy, at transition priority, in slices that
  // let the page answer meanwhile; the blocking render keeps the skeleton, and the content follows at once
  // after. Data there when mounted, and later changes to content already shown (a refetch, the student's own
  // edit), are shown at once.
  const firstShown = useDeferredValue(query.data);
  const data = deferFirstAnswer && firstShown === undefined ? undefined : query.data;
  if (data !== undefined) {
    const emptyData = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
    if (emptyData && empty !== undefined)
      return <>{isEmptyStateContent(empty) ? <EmptyState {...empty} /> : empty}</>;
    if (emptyData && isEmpty) return null;
    return <>{children(data)}</>;
  }
  if (query.isError) {
    if (notFound !== undefined && isNotFoundError(query.error)) return <>{notFound}</>;
    // a 429 says why: the student should wait a little before retrying
    const message = statusOf(query.error) === 429 ? TOO_MANY_REQUESTS_MESSAGE : errorMessage;
    return <LoadError message={message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <>{skeleton === undefined ? <ContentSkeleton /> : skeleton}</>;
}

function isEmptyStateContent(
  empty: QueryViewProps<unknown>['empty'],
): empty is Pick<EmptyStateProps, 'title' | 'description' | 'action'> {
  return typeof empty === 'object' && empty !== null && !isValidElement(empty) && 'title' in empty;
}

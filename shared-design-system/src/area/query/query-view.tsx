import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOO_MANY_REQUESTS_MESSAGE } from 'shared-contracts';
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
  /** when it says the data is empty, `empty` is shown instead of the content */
  isEmpty?: (data: T) => boolean;
  /** the empty state (usually an `EmptyState`) */
  empty?: ReactNode;
  /** shown instead of the error when the server answered 404 (usually the area's not-found page) */
  notFound?: ReactNode;
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
  children,
}: QueryViewProps<T>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    if (notFound !== undefined && isNotFoundError(query.error)) return <>{notFound}</>;
    // a 429 says why: the student should wait a little before retrying
    const message = statusOf(query.error) === 429 ? TOO_MANY_REQUESTS_MESSAGE : errorMessage;
    return <LoadError message={message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <>{skeleton === undefined ? <ContentSkeleton /> : skeleton}</>;
}

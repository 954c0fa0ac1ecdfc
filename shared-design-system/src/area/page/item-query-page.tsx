import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from 'shared-design-system';
import { AreaPage } from './area-page';
import { LoadError } from './load-error';

/** Props of `ItemQueryPage`. */
export interface ItemQueryPageProps<T> {
  /** what `useQuery(...)` returned for one item; its fetcher answers `null` when the server has no such item */
  query: Pick<UseQueryResult<T | null>, 'data' | 'isPending' | 'isFetching' | 'refetch'>;
  /** the page's skeleton until the first answer, shaped like the item's page */
  skeleton: ReactNode;
  /** the page's title over the load error ('Curso') */
  errorTitle: string;
  /** pt-BR, said when the item could not be loaded ('Não foi possível carregar o curso.') */
  errorMessage: string;
  /** when the item does not exist: the page's title, a sentence and the way on (a link) */
  notFound: { title: string; text: string; action: ReactNode };
  /** the item's page */
  children: (item: T) => ReactNode;
}

/**
 * A page showing one item fetched by its slug or id: a title-shaped skeleton until the first answer, the
 * load error with its retry button, the item's own "not found" page (its fetcher gives `null`), else the
 * item's page. Data already on screen stays there while it is revalidated.
 */
export function ItemQueryPage<T>({
  query,
  skeleton,
  errorTitle,
  errorMessage,
  notFound,
  children,
}: ItemQueryPageProps<T>) {
  if (query.data === undefined && query.isPending) {
    return <AreaPage title={<Skeleton width={320} />}>{skeleton}</AreaPage>;
  }
  if (query.data === undefined) {
    return (
      <AreaPage title={errorTitle}>
        <LoadError message={errorMessage} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      </AreaPage>
    );
  }
  if (query.data === null) {
    return (
      <AreaPage title={notFound.title}>
        <EmptyState title={notFound.text} action={notFound.action} />
      </AreaPage>
    );
  }
  return <>{children(query.data)}</>;
}

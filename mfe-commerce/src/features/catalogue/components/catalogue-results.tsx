import type { CatalogResponse } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { LoadError } from '../../../lib/load-error';
import { Pagination } from '../../../lib/pagination';
import { isCardVisible } from '../../../lib/product-rules';
import type { RemoteDataResult } from '../../../lib/use-remote-data';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

export interface CatalogueResultsProps {
  result: RemoteDataResult<CatalogResponse>;
  categoryId: number | null;
  /** accessible name of the list of cards */
  label: string;
  errorMessage: string;
  emptyTitle: string;
  emptyDescription?: string;
  hrefOfPage: (page: number) => string;
}

/** A page of catalogue cards with its loading, empty and error states and the pagination. */
export function CatalogueResults({
  result,
  categoryId,
  label,
  errorMessage,
  emptyTitle,
  emptyDescription,
  hrefOfPage,
}: CatalogueResultsProps) {
  const { state, reload } = result;
  if (state.status === 'loading') return <ProductGridSkeleton />;
  if (state.status === 'error') return <LoadError message={errorMessage} onRetry={reload} />;
  const { data, meta } = state.data;
  if (!data.some(isCardVisible)) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <ProductGrid products={data} categoryId={categoryId} label={label} />
      <Pagination page={meta.page} lastPage={meta.lastPage} hrefOf={hrefOfPage} />
    </>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { CatalogResponse } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { ContentSkeleton, QueryView, Pager } from 'shared-design-system/area';
import { isCardVisible } from '../../../lib/product-rules';
import { PRODUCT_CARD_HEIGHT, ProductGrid } from './product-grid';

export interface CatalogueResultsProps {
  result: UseQueryResult<CatalogResponse>;
  categoryId: number | null;
  /** accessible name of the list of cards */
  label: string;
  errorMessage: string;
  emptyTitle: string;
  emptyDescription?: string;
  hrefOfPage: (page: number) => string;
}

/**
 * A page of catalogue cards with its loading, empty and error states and the pagination. It is the page's own
 * list (catalogue, category, search), right under its h1: the cards' names are h2.
 */
export function CatalogueResults({
  result,
  categoryId,
  label,
  errorMessage,
  emptyTitle,
  emptyDescription,
  hrefOfPage,
}: CatalogueResultsProps) {
  return (
    <QueryView
      query={result}
      errorMessage={errorMessage}
      skeleton={
        <ContentSkeleton shape="cards" count={4} itemHeight={PRODUCT_CARD_HEIGHT} label="Carregando cursos" />
      }
      isEmpty={({ data }) => !data.some(isCardVisible)}
      empty={<EmptyState title={emptyTitle} description={emptyDescription} />}
      // a page of product cards: the heaviest render of /cursos (issue 12)
      deferFirstAnswer
    >
      {({ data, meta }) => (
        <>
          <ProductGrid products={data} categoryId={categoryId} label={label} headingLevel={2} />
          <Pager page={meta.page} lastPage={meta.lastPage} hrefOf={hrefOfPage} label="Páginas de cursos" />
        </>
      )}
    </QueryView>
  );
}

import { useLocation } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  pageParam,
  Pager,
  PageSection,
  PrefetchLink,
  QueryView,
} from 'shared-design-system/area';
import { CATEGORY_FETCH_ERROR, ROUTES } from '../../../constants';
import { isCardVisible } from '../../../lib/product-rules';
import { catalogQuery } from '../api/get-catalog';
import { useCatalogCategorized } from '../api/get-catalog-categorized';
import { categoryMetadataQuery } from '../api/get-category-metadata';
import { PRODUCT_CARD_HEIGHT, ProductGrid } from './product-grid';

/** /cursos-para-voce: the product catalogue by category (5 categories per page, 15 products each). */
export function CoursesForYouPage() {
  const { http } = usePlatform();
  const page = pageParam(new URLSearchParams(useLocation().search).get('page'));
  const categories = useCatalogCategorized(page);
  return (
    <AreaPage title="Cursos para você" intro="Os produtos da sua área, organizados por categoria.">
      <QueryView
        query={categories}
        // spec 3 §7, §8: a failing category fetch is reported as the spec's text
        errorMessage={CATEGORY_FETCH_ERROR}
        skeleton={
          <ContentSkeleton
            shape="cards"
            count={8}
            itemHeight={PRODUCT_CARD_HEIGHT}
            label="Carregando categorias"
          />
        }
        isEmpty={({ data }) => data.length === 0}
        empty={<EmptyState title="Nenhum produto disponível no momento" />}
      >
        {({ data, meta }) => (
          <>
            {data.map((category) => (
              <PageSection
                key={category.id}
                title={category.name}
                actions={
                  <PrefetchLink
                    to={ROUTES.category(category.slug)}
                    // the category page's two calls: its metadata and its first page (the id is the
                    // store's category id, the one the metadata answers)
                    prefetchData={[
                      categoryMetadataQuery(http, category.slug),
                      catalogQuery(http, { page: 1, categoryId: category.id }),
                    ]}
                    aria-label={`Ver todos de ${category.name}`}
                  >
                    Ver todos
                  </PrefetchLink>
                }
              >
                {category.products.some(isCardVisible) ? (
                  <ProductGrid
                    products={category.products}
                    categoryId={category.id}
                    label={`Produtos de ${category.name}`}
                    headingLevel={3}
                  />
                ) : (
                  <p>Nenhum produto nesta categoria no momento.</p>
                )}
              </PageSection>
            ))}
            <Pager
              label="Páginas de cursos"
              page={meta.page}
              lastPage={meta.lastPage}
              hrefOf={(n) => `${ROUTES.coursesForYou}?page=${n}`}
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}

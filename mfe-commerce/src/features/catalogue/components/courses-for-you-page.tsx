import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { AreaPage, QueryView } from 'shared-design-system/area';
import { Pagination, pageFromSearch } from '../../../lib/pagination';
import { isCardVisible } from '../../../lib/product-rules';
import { useCatalogCategorized } from '../api/get-catalog-categorized';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** /cursos-para-voce: the product catalogue by category (5 categories per page, 15 products each). */
export function CoursesForYouPage() {
  const page = pageFromSearch(useLocation().search);
  const categories = useCatalogCategorized(page);
  return (
    <AreaPage title="Cursos para você" intro="Os produtos da sua área, organizados por categoria.">
      <QueryView
        query={categories}
        errorMessage="Não foi possível carregar as categorias de produtos."
        skeleton={<ProductGridSkeleton cards={8} label="Carregando categorias" />}
        isEmpty={({ data }) => data.length === 0}
        empty={<EmptyState title="Nenhum produto disponível no momento" />}
      >
        {({ data, meta }) => (
          <>
            {data.map((category) => (
              <section
                key={category.id}
                aria-labelledby={`categoria-${category.id}`}
                css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}
              >
                <div
                  css={(theme) => ({
                    display: 'flex',
                    alignItems: 'baseline',
                    justifyContent: 'space-between',
                    gap: theme.space.sm,
                  })}
                >
                  <h2 id={`categoria-${category.id}`} css={{ margin: 0 }}>
                    {category.name}
                  </h2>
                  <Link to={ROUTES.category(category.slug)} aria-label={`Ver todos de ${category.name}`}>
                    Ver todos
                  </Link>
                </div>
                {category.products.some(isCardVisible) ? (
                  <ProductGrid
                    products={category.products}
                    categoryId={category.id}
                    label={`Produtos de ${category.name}`}
                  />
                ) : (
                  <p>Nenhum produto nesta categoria no momento.</p>
                )}
              </section>
            ))}
            <Pagination
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

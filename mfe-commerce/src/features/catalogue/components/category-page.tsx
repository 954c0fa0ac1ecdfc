import { Link, useLocation, useParams } from 'react-router-dom';
import { Skeleton } from 'shared-design-system';
import { EmptyPage } from '../../../lib/empty-page';
import { CATEGORY_FETCH_ERROR, ROUTES } from '../../../constants';
import { LoadError } from '../../../lib/load-error';
import { PageLayout } from '../../../lib/page-layout';
import { pageFromSearch } from '../../../lib/pagination';
import { useCatalog } from '../api/get-catalog';
import { useCategoryMetadata, type CategoryMetadata } from '../api/get-category-metadata';
import { CatalogueResults } from './catalogue-results';

/** /cursos/{category}: the catalogue of one category; cards remember the category on click. */
export function CategoryPage() {
  const { category = '' } = useParams();
  const { state, reload } = useCategoryMetadata(category);

  if (state.status === 'loading') {
    return (
      <PageLayout title={<Skeleton width={240} />}>
        <Skeleton shape="rect" height={320} />
      </PageLayout>
    );
  }
  if (state.status === 'error') {
    return (
      <PageLayout title="Cursos">
        <LoadError message={CATEGORY_FETCH_ERROR} onRetry={reload} />
      </PageLayout>
    );
  }
  if (state.data === null) {
    return (
      <EmptyPage
        title="Categoria não encontrada"
        message="Confira o endereço ou veja todos os cursos."
        action={<Link to={ROUTES.catalogue}>Ver todos os cursos</Link>}
      />
    );
  }
  return <CategoryProducts category={state.data} />;
}

function CategoryProducts({ category }: { category: CategoryMetadata }) {
  const page = pageFromSearch(useLocation().search);
  const result = useCatalog({ page, categoryId: category.id });
  return (
    <PageLayout title={category.name} intro={category.description}>
      <Link to={ROUTES.catalogue}>Todos os cursos</Link>
      <CatalogueResults
        result={result}
        categoryId={category.id}
        label={`Cursos de ${category.name}`}
        errorMessage={CATEGORY_FETCH_ERROR}
        emptyTitle="Nenhum curso nesta categoria no momento"
        hrefOfPage={(n) => `${ROUTES.category(category.slug)}?page=${n}`}
      />
    </PageLayout>
  );
}

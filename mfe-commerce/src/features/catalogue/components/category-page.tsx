import { Link, useLocation, useParams } from 'react-router-dom';
import { Skeleton } from 'shared-design-system';
import { EmptyPage } from '../../../lib/empty-page';
import { CATEGORY_FETCH_ERROR, ROUTES } from '../../../constants';
import { AreaPage, LoadError } from 'shared-design-system/area';
import { pageFromSearch } from '../../../lib/pagination';
import { useCatalog } from '../api/get-catalog';
import { useCategoryMetadata, type CategoryMetadata } from '../api/get-category-metadata';
import { CatalogueResults } from './catalogue-results';

/** /cursos/{category}: the catalogue of one category; cards remember the category on click. */
export function CategoryPage() {
  const { category = '' } = useParams();
  const metadata = useCategoryMetadata(category);

  if (metadata.data === undefined && metadata.isPending) {
    return (
      <AreaPage title={<Skeleton width={240} />}>
        <Skeleton shape="rect" height={320} />
      </AreaPage>
    );
  }
  if (metadata.data === undefined) {
    return (
      <AreaPage title="Cursos">
        <LoadError
          message={CATEGORY_FETCH_ERROR}
          retrying={metadata.isFetching}
          onRetry={() => void metadata.refetch()}
        />
      </AreaPage>
    );
  }
  if (metadata.data === null) {
    return (
      <EmptyPage
        title="Categoria não encontrada"
        message="Confira o endereço ou veja todos os cursos."
        action={<Link to={ROUTES.catalogue}>Ver todos os cursos</Link>}
      />
    );
  }
  return <CategoryProducts category={metadata.data} />;
}

function CategoryProducts({ category }: { category: CategoryMetadata }) {
  const page = pageFromSearch(useLocation().search);
  const result = useCatalog({ page, categoryId: category.id });
  return (
    <AreaPage title={category.name} intro={category.description}>
      <Link to={ROUTES.catalogue}>Todos os cursos</Link>
      <CatalogueResults
        result={result}
        categoryId={category.id}
        label={`Cursos de ${category.name}`}
        errorMessage={CATEGORY_FETCH_ERROR}
        emptyTitle="Nenhum curso nesta categoria no momento"
        hrefOfPage={(n) => `${ROUTES.category(category.slug)}?page=${n}`}
      />
    </AreaPage>
  );
}

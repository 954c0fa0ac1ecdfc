import { Link, useLocation, useParams } from 'react-router-dom';
import { AreaPage, ContentSkeleton, ItemQueryPage, pageParam } from 'shared-design-system/area';
import { CATEGORY_FETCH_ERROR, ROUTES } from '../../../constants';
import { useCatalog } from '../api/get-catalog';
import { useCategoryMetadata, type CategoryMetadata } from '../api/get-category-metadata';
import { CatalogueResults } from './catalogue-results';
import { PRODUCT_CARD_HEIGHT } from './product-grid';

/** /cursos/{category}: the catalogue of one category; cards remember the category on click. */
export function CategoryPage() {
  const { category = '' } = useParams();
  const metadata = useCategoryMetadata(category);
  return (
    <ItemQueryPage
      query={metadata}
      skeleton={
        <ContentSkeleton
          shape="cards"
          count={4}
          itemHeight={PRODUCT_CARD_HEIGHT}
          label="Carregando categoria"
        />
      }
      errorTitle="Cursos"
      errorMessage={CATEGORY_FETCH_ERROR}
      notFound={{
        title: 'Categoria não encontrada',
        text: 'Confira o endereço ou veja todos os cursos.',
        action: <Link to={ROUTES.catalogue}>Ver todos os cursos</Link>,
      }}
    >
      {(found) => <CategoryProducts category={found} />}
    </ItemQueryPage>
  );
}

function CategoryProducts({ category }: { category: CategoryMetadata }) {
  const page = pageParam(new URLSearchParams(useLocation().search).get('page'));
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

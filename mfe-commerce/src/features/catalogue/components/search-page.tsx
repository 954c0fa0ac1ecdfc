import { useLocation, useParams } from 'react-router-dom';
import { ROUTES } from '../../../constants';
import { AreaPage } from 'shared-design-system/area';
import { pageFromSearch } from '../../../lib/pagination';
import { useProductSearch } from '../api/search-products';
import { CatalogueResults } from './catalogue-results';
import { CatalogueSearchForm } from './catalogue-search-form';

/** /cursos/busca/{searchTerm?}: catalogue search. */
export function SearchPage() {
  const { searchTerm = '' } = useParams();
  const term = searchTerm.trim();
  return (
    <AreaPage title={term ? `Resultados para “${term}”` : 'Buscar cursos'}>
      <CatalogueSearchForm key={term} initialTerm={term} />
      {term && <SearchResults term={term} />}
    </AreaPage>
  );
}

function SearchResults({ term }: { term: string }) {
  const page = pageFromSearch(useLocation().search);
  const result = useProductSearch(term, page);
  return (
    <CatalogueResults
      result={result}
      categoryId={null}
      label={`Cursos encontrados para ${term}`}
      errorMessage="Não foi possível buscar os cursos."
      emptyTitle="Nenhum curso encontrado"
      emptyDescription="Tente outras palavras ou veja o catálogo completo."
      hrefOfPage={(n) => `${ROUTES.search(term)}?page=${n}`}
    />
  );
}

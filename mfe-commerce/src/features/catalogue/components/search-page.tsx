import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  PRODUCT_CATALOGUE_PER_PAGE,
  usePlatform,
  type CatalogNodePage,
  type CatalogResponse,
  type Product,
} from 'shared-contracts';
import { AreaPage, ContentSkeleton, pageParam } from 'shared-design-system/area';
import { CATALOG_ROOT, ROUTES } from '../../../constants';
import { catalogNodeQuery } from '../api/get-catalogs-by-ids';
import { catalogChildrenQuery, catalogV1Query } from '../api/get-catalog-v1';
import { searchVersionQuery } from '../api/get-search-version';
import { useProductSearch } from '../api/search-products';
import { CatalogueResults, type CatalogueResultsProps } from './catalogue-results';
import { CatalogueSearchForm } from './catalogue-search-form';
import { PRODUCT_CARD_HEIGHT } from './product-grid';

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

/** The products of a page of catalogue nodes (each once), shaped as a catalogue page. */
export function nodesAsCatalogPage(nodes: CatalogNodePage): CatalogResponse {
  const seen = new Set<number>();
  const data: Product[] = [];
  for (const node of nodes.data)
    for (const product of node.products)
      if (!seen.has(product.id)) {
        seen.add(product.id);
        data.push(product);
      }
  const { page, per_page: perPage, total } = nodes.meta;
  return {
    data,
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
    banner: null,
  };
}

/**
 * Which search answers: GET /bff/public/catalogs/search-version decides (its failure counts as v1, spec 3 §7).
 * v1 is GET /bff/public/ecommerce/search/{term}; v2 pages the term through the catalogue tree (GET
 * /bff/catalogs/v1/{root}?search_term&should_paginate_search_term=true).
 */
function SearchResults({ term }: { term: string }) {
  const { http } = usePlatform();
  const version = useQuery(searchVersionQuery(http));
  if (!version.data)
    return (
      <ContentSkeleton shape="cards" count={4} itemHeight={PRODUCT_CARD_HEIGHT} label="Carregando cursos" />
    );
  return version.data.search_v2_enabled ? <SearchResultsV2 term={term} /> : <SearchResultsV1 term={term} />;
}

function resultsProps(term: string, query = ''): Omit<CatalogueResultsProps, 'result'> {
  return {
    categoryId: null,
    label: `Cursos encontrados para ${term}`,
    errorMessage: 'Não foi possível buscar os cursos.',
    emptyTitle: 'Nenhum curso encontrado',
    emptyDescription: 'Tente outras palavras ou veja o catálogo completo.',
    hrefOfPage: (n) => `${ROUTES.search(term)}?${query}page=${n}`,
  };
}

function SearchResultsV1({ term }: { term: string }) {
  const page = pageParam(new URLSearchParams(useLocation().search).get('page'));
  const result = useProductSearch(term, page);
  return <CatalogueResults result={result} {...resultsProps(term)} />;
}

/** The query parameter of the category a v2 search looks through. */
export const SEARCH_CATEGORY_PARAM = 'categoria';

/**
 * Search v2: the term paged through a catalogue, the whole store's (its root) or one category chosen among
 * the root's children (?categoria={id}, named by GET /bff/catalogs/{id}).
 */
function SearchResultsV2({ term }: { term: string }) {
  const { http } = usePlatform();
  const { search } = useLocation();
  const page = pageParam(new URLSearchParams(search).get('page'));
  const chosen = Number(new URLSearchParams(search).get(SEARCH_CATEGORY_PARAM));
  const categoryId = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  const categories = useQuery(catalogChildrenQuery(http, CATALOG_ROOT.parentId, CATALOG_ROOT.id));
  const category = useQuery({ ...catalogNodeQuery(http, categoryId ?? 0), enabled: categoryId !== null });
  const result = useQuery({
    ...catalogV1Query(http, categoryId ?? CATALOG_ROOT.id, page, PRODUCT_CATALOGUE_PER_PAGE, term),
    select: nodesAsCatalogPage,
  });
  const nodes = categories.data?.data ?? [];
  return (
    <>
      {nodes.length > 0 && (
        <nav aria-label="Buscar em">
          <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
            <li>
              <Link to={ROUTES.search(term)} aria-current={categoryId === null ? 'page' : undefined}>
                Todas as categorias
              </Link>
            </li>
            {nodes.map((node) => (
              <li key={node.id}>
                <Link
                  to={`${ROUTES.search(term)}?${SEARCH_CATEGORY_PARAM}=${node.id}`}
                  aria-current={node.id === categoryId ? 'page' : undefined}
                >
                  {node.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {category.data && <p>Buscando em {category.data.name}</p>}
      <CatalogueResults
        result={result}
        {...resultsProps(term, categoryId ? `${SEARCH_CATEGORY_PARAM}=${categoryId}&` : '')}
      />
    </>
  );
}

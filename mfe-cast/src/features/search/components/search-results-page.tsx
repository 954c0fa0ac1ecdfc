import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  PageSection,
  QueryView,
  Pager,
  useUrlParams,
} from 'shared-design-system/area';
import { FIRST_PAGE, PARAM_QUERY, PARAM_SHELF, ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumSearchForm } from '../../../lib/album-search-form';
import { PublishedTrackList } from '../../tracks/components/published-track-list';
import { castSearchQuery } from '../api/search-casts';
import { ShelfFilter } from './shelf-filter';

export const PARAM_PAGE = 'pagina';

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * /cast/resultado-pesquisa?q=&estante=&pagina=: albums and tracks of POST /bff/search/v2/casts/aggregated
 * (10 a page), narrowed by the shelf filter; always loaded fresh. The address is read with the kit's
 * useUrlParams, so a shelf checked shows checked at once (not after the router's transition).
 */
export function SearchResultsPage() {
  const [params, updateParams] = useUrlParams();
  const term = params.get(PARAM_QUERY)?.trim() ?? '';
  const shelves = params
    .getAll(PARAM_SHELF)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const page = positiveInt(params.get(PARAM_PAGE), FIRST_PAGE);
  const { http } = usePlatform();
  const results = useQuery(castSearchQuery(http, term, shelves, page));

  const searchOf = (nextShelves: number[], nextPage: number) => {
    const next = new URLSearchParams({ [PARAM_QUERY]: term });
    for (const shelf of nextShelves) next.append(PARAM_SHELF, String(shelf));
    if (nextPage > FIRST_PAGE) next.set(PARAM_PAGE, String(nextPage));
    return next;
  };
  // another choice of shelves starts again at the first page, in a history entry of its own (back undoes it)
  const chooseShelves = (nextShelves: number[]) =>
    updateParams({ [PARAM_SHELF]: nextShelves.map(String), [PARAM_PAGE]: null }, { push: true });

  return (
    <AreaPage title="Resultados da busca" actions={<Link to={ROUTES.home}>Cast</Link>}>
      <AlbumSearchForm key={term} initial={term} shelves={shelves} />
      <ShelfFilter chosen={shelves} onChange={chooseShelves} />
      <QueryView
        query={results}
        errorMessage="Não foi possível buscar no Cast."
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Buscando no Cast" />}
        isEmpty={(data) => data.albums.items.length === 0 && data.tracks.items.length === 0}
        empty={
          <EmptyState
            title={term ? `Nada encontrado para "${term}"` : 'Nada encontrado'}
            description="Tente outro termo de busca ou outras estantes."
          />
        }
      >
        {(data) => {
          const lastPage = Math.max(data.albums.pagination.last_page, data.tracks.pagination.last_page);
          return (
            <>
              {data.albums.items.length > 0 && (
                <PageSection title="Álbuns">
                  <AlbumGrid albums={data.albums.items} label={`Álbuns para "${term}"`} />
                </PageSection>
              )}
              {data.tracks.items.length > 0 && (
                <PageSection title="Faixas">
                  <PublishedTrackList tracks={data.tracks.items} label={`Faixas para "${term}"`} />
                </PageSection>
              )}
              <Pager
                page={page}
                lastPage={lastPage}
                label="Páginas de resultados"
                // the page is in the address: links, so a page can be opened apart and shared
                hrefOf={(next) => `${ROUTES.searchResults}?${searchOf(shelves, next)}`}
              />
            </>
          );
        }}
      </QueryView>
    </AreaPage>
  );
}

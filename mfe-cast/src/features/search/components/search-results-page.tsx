import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { PARAM_QUERY, ROUTES, SEARCH_PAGE } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumSearchForm } from '../../../lib/album-search-form';
import { LoadError } from '../../../lib/load-error';
import { Page } from '../../../lib/page';
import { usePublishedAlbums } from '../api/get-published-albums';

/** /cast/resultado-pesquisa?q=: published albums whose title has the term. */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const term = params.get(PARAM_QUERY)?.trim() ?? '';
  const albums = usePublishedAlbums(term, SEARCH_PAGE);
  return (
    <Page title="Resultados da busca" aside={<Link to={ROUTES.home}>Cast</Link>}>
      <AlbumSearchForm key={term} initial={term} />
      {albums.status === 'loading' && (
        <SkeletonGroup label="Buscando álbuns">
          <Skeleton height={220} shape="rect" />
        </SkeletonGroup>
      )}
      {albums.status === 'error' && (
        <LoadError message="Não foi possível buscar os álbuns." onRetry={albums.retry} />
      )}
      {albums.status === 'success' && albums.data.items.length === 0 && (
        <EmptyState
          title={term ? `Nenhum álbum encontrado para "${term}"` : 'Nenhum álbum encontrado'}
          description="Tente outro termo de busca."
        />
      )}
      {albums.status === 'success' && albums.data.items.length > 0 && (
        <AlbumGrid
          albums={albums.data.items}
          label={term ? `Álbuns para "${term}"` : 'Álbuns'}
          headingLevel={2}
        />
      )}
    </Page>
  );
}

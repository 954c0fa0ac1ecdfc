import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { PARAM_QUERY, ROUTES, SEARCH_PAGE } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumSearchForm } from '../../../lib/album-search-form';
import { publishedAlbumsQuery } from '../api/get-published-albums';

/** /cast/resultado-pesquisa?q=: published albums whose title has the term (always loaded fresh). */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const term = params.get(PARAM_QUERY)?.trim() ?? '';
  const { http } = usePlatform();
  const albums = useQuery(publishedAlbumsQuery(http, term, SEARCH_PAGE));
  return (
    <AreaPage title="Resultados da busca" actions={<Link to={ROUTES.home}>Cast</Link>}>
      <AlbumSearchForm key={term} initial={term} />
      <QueryView
        query={albums}
        errorMessage="Não foi possível buscar os álbuns."
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Buscando álbuns" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={term ? `Nenhum álbum encontrado para "${term}"` : 'Nenhum álbum encontrado'}
            description="Tente outro termo de busca."
          />
        }
      >
        {(data) => (
          <AlbumGrid albums={data.items} label={term ? `Álbuns para "${term}"` : 'Álbuns'} headingLevel={2} />
        )}
      </QueryView>
    </AreaPage>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  QueryView,
  isNotFoundError,
  useUrlParams,
} from 'shared-design-system/area';
import { PARAM_ALBUM_NAME, ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumNameFilter } from '../../../lib/album-name-filter';
import { castErrorMessage, castErrorStatus } from '../../../lib/cast-response';
import { shelfQuery } from '../api/get-shelf';

const HTTP_NOT_FOUND = 404;
export const SHELF_FILTER_LABEL = 'Filtrar álbuns da estante';

/**
 * /cast/shelf/{id}?nome=: one shelf asked of the server (GET /v3/cast/shelves/{id}?album_name), filterable by
 * name; the name is in the address, so a reload or a shared link shows the same albums.
 */
export function ShelfPage() {
  const id = useParams().id ?? '';
  const { http } = usePlatform();
  const [params, updateParams] = useUrlParams();
  const albumName = params.get(PARAM_ALBUM_NAME)?.trim() ?? '';
  const shelf = useQuery(shelfQuery(http, id, albumName));
  if (
    shelf.isError &&
    shelf.data === undefined &&
    (castErrorStatus(shelf.error) === HTTP_NOT_FOUND || isNotFoundError(shelf.error))
  )
    return (
      <AreaNotFoundPage title="Estante não encontrada" text="Esta estante não existe ou foi removida." />
    );
  return (
    <AreaPage title={shelf.data?.title ?? 'Estante'} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <AlbumNameFilter
        label={SHELF_FILTER_LABEL}
        value={albumName}
        onApply={(name) => updateParams({ [PARAM_ALBUM_NAME]: name })}
        draftKey={`cast:shelf-filter:${id}`}
      />
      <QueryView
        query={shelf}
        errorMessage={castErrorMessage(shelf.error, 'Não foi possível carregar a estante.')}
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando estante" />}
        isEmpty={(data) => data.albums.length === 0}
        empty={
          <EmptyState
            title={albumName ? `Nenhum álbum com "${albumName}" nesta estante` : 'Estante vazia'}
            description="Tente outro nome de álbum."
          />
        }
      >
        {(data) => <AlbumGrid albums={data.albums} label={`Álbuns de ${data.title}`} headingLevel={2} />}
      </QueryView>
    </AreaPage>
  );
}

import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, PageSection, PrefetchLink, QueryView } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumSearchForm } from '../../../lib/album-search-form';
import { favoriteAlbumsQuery } from '../../favorites/api/get-favorite-albums';
import { castHomeQuery } from '../api/get-cast-home';

export const CAST_TITLE = 'Cast';

/** /cast: shelves of albums (title, teachers, track count, cover) from GET /v3/cast/home. */
export function CastHomePage() {
  const { http } = usePlatform();
  const home = useQuery(castHomeQuery(http));
  return (
    <AreaPage
      title={CAST_TITLE}
      actions={
        <PrefetchLink to={ROUTES.favorites} prefetchData={favoriteAlbumsQuery(http)}>
          Meus favoritos
        </PrefetchLink>
      }
    >
      <AlbumSearchForm />
      <QueryView
        query={home}
        errorMessage="Não foi possível carregar os álbuns do Cast."
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando álbuns" />}
        isEmpty={(data) => data.shelves.length === 0}
        empty={
          <EmptyState
            title="Nenhum álbum disponível"
            description="Ainda não há áudios publicados para esta vertical."
          />
        }
      >
        {(data) =>
          data.shelves.map((shelf) => (
            <PageSection
              key={shelf.id}
              title={shelf.title}
              actions={
                <PrefetchLink to={ROUTES.shelf(shelf.id)} aria-label={`Ver estante ${shelf.title}`}>
                  Ver estante
                </PrefetchLink>
              }
            >
              <AlbumGrid albums={shelf.albums} label={`Álbuns de ${shelf.title}`} />
            </PageSection>
          ))
        }
      </QueryView>
    </AreaPage>
  );
}

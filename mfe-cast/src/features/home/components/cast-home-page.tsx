import { FIRST_FRAMES } from 'shared-contracts/first-frames';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, PageSection, PrefetchLink, QueryView } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumSearchForm } from '../../../lib/album-search-form';
import { PublishedAlbumsSection } from '../../albums/components/published-albums-section';
import { favoriteAlbumsQuery } from '../../favorites/api/get-favorite-albums';
import { ShelvesSection } from '../../shelves/components/shelves-section';
import { TeachersSection } from '../../teachers/components/teachers-section';
import { PublishedTracksSection } from '../../tracks/components/published-tracks-section';
import { RecentActivities } from './recent-activities';
import { castHomeQuery } from '../api/get-cast-home';

export const CAST_TITLE = FIRST_FRAMES['/cast'].title;

/**
 * /cast: recent activities and shelves of albums (title, teachers, track count, cover, heard) from
 * GET /v3/cast/home; the server's shelves, all published albums, the teachers and the published tracks each
 * load on their own,
 * so one failing call degrades only its section.
 */
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
        {(data) => (
          <>
            <RecentActivities activities={data.recent_activities ?? []} />
            {data.shelves.map((shelf) => (
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
            ))}
          </>
        )}
      </QueryView>
      <ShelvesSection />
      <PublishedAlbumsSection />
      <TeachersSection />
      <PublishedTracksSection />
    </AreaPage>
  );
}

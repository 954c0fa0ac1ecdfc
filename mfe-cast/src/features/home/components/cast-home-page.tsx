import { Link } from 'react-router-dom';
import { EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumSearchForm } from '../../../lib/album-search-form';
import { LoadError } from '../../../lib/load-error';
import { Page, Section } from '../../../lib/page';
import { useCastHome } from '../api/get-cast-home';

export const CAST_TITLE = 'Cast';

/** /cast: shelves of albums (title, teachers, track count, cover) from GET /v3/cast/home. */
export function CastHomePage() {
  const home = useCastHome();
  return (
    <Page title={CAST_TITLE} aside={<Link to={ROUTES.favorites}>Meus favoritos</Link>}>
      <AlbumSearchForm />
      {home.status === 'loading' && (
        <SkeletonGroup label="Carregando álbuns">
          <Skeleton width="30%" />
          <Skeleton height={220} shape="rect" />
        </SkeletonGroup>
      )}
      {home.status === 'error' && (
        <LoadError message="Não foi possível carregar os álbuns do Cast." onRetry={home.retry} />
      )}
      {home.status === 'success' && home.data.shelves.length === 0 && (
        <EmptyState
          title="Nenhum álbum disponível"
          description="Ainda não há áudios publicados para esta vertical."
        />
      )}
      {home.status === 'success' &&
        home.data.shelves.map((shelf) => (
          <Section
            key={shelf.id}
            title={shelf.title}
            aside={
              <Link to={ROUTES.shelf(shelf.id)} aria-label={`Ver estante ${shelf.title}`}>
                Ver estante
              </Link>
            }
          >
            <AlbumGrid albums={shelf.albums} label={`Álbuns de ${shelf.title}`} />
          </Section>
        ))}
    </Page>
  );
}

import { Link } from 'react-router-dom';
import { EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { LinkButton } from '../../../lib/link-button';
import { LoadError } from '../../../lib/load-error';
import { Page } from '../../../lib/page';
import { useFavoriteAlbums } from '../api/get-favorite-albums';

export const FAVORITES_TITLE = 'Álbuns favoritos';

/** /cast/favorites: the student's favourite albums. */
export function FavoritesPage() {
  const favorites = useFavoriteAlbums();
  return (
    <Page title={FAVORITES_TITLE} aside={<Link to={ROUTES.home}>Cast</Link>}>
      {favorites.status === 'loading' && (
        <SkeletonGroup label="Carregando favoritos">
          <Skeleton height={220} shape="rect" />
        </SkeletonGroup>
      )}
      {favorites.status === 'error' && (
        <LoadError message="Não foi possível carregar seus álbuns favoritos." onRetry={favorites.retry} />
      )}
      {favorites.status === 'success' && favorites.data.items.length === 0 && (
        <EmptyState
          title="Você ainda não favoritou nenhum álbum"
          description="Abra um álbum e toque em “Adicionar aos favoritos” para encontrá-lo aqui."
          action={<LinkButton to={ROUTES.home}>Explorar o Cast</LinkButton>}
        />
      )}
      {favorites.status === 'success' && favorites.data.items.length > 0 && (
        <AlbumGrid albums={favorites.data.items} label="Álbuns favoritos" headingLevel={2} />
      )}
    </Page>
  );
}

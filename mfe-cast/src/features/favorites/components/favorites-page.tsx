import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, LinkButton, QueryView } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { favoriteAlbumsQuery } from '../api/get-favorite-albums';

export const FAVORITES_TITLE = 'Álbuns favoritos';

/** /cast/favorites: the student's favourite albums. */
export function FavoritesPage() {
  const { http } = usePlatform();
  const favorites = useQuery(favoriteAlbumsQuery(http));
  return (
    <AreaPage title={FAVORITES_TITLE} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <QueryView
        query={favorites}
        errorMessage="Não foi possível carregar seus álbuns favoritos."
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando favoritos" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title="Você ainda não favoritou nenhum álbum"
            description="Abra um álbum e toque em “Adicionar aos favoritos” para encontrá-lo aqui."
            action={<LinkButton to={ROUTES.home}>Explorar o Cast</LinkButton>}
          />
        }
      >
        {(data) => <AlbumGrid albums={data.items} label="Álbuns favoritos" headingLevel={2} />}
      </QueryView>
    </AreaPage>
  );
}

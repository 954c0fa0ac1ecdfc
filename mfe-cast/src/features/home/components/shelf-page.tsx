import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { AreaNotFoundPage, AreaPage, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { castHomeQuery } from '../api/get-cast-home';

/** /cast/shelf/{id}: the albums of one shelf of the cast home (read from the home's cached answer). */
export function ShelfPage() {
  const id = Number(useParams().id);
  const { http } = usePlatform();
  const home = useQuery(castHomeQuery(http));
  const shelf = home.data?.shelves.find((candidate) => candidate.id === id);
  if (home.data && !shelf)
    return (
      <AreaNotFoundPage title="Estante não encontrada" text="Esta estante não existe ou foi removida." />
    );
  return (
    <AreaPage title={shelf?.title ?? 'Estante'} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <QueryView
        query={home}
        errorMessage="Não foi possível carregar a estante."
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando estante" />}
      >
        {() =>
          shelf && <AlbumGrid albums={shelf.albums} label={`Álbuns de ${shelf.title}`} headingLevel={2} />
        }
      </QueryView>
    </AreaPage>
  );
}

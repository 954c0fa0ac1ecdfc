import { Link, useParams } from 'react-router-dom';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { LoadError } from '../../../lib/load-error';
import { NotFoundPage } from '../../../lib/not-found-page';
import { Page } from '../../../lib/page';
import { useCastHome } from '../api/get-cast-home';

/** /cast/shelf/{id}: the albums of one shelf of the cast home. */
export function ShelfPage() {
  const id = Number(useParams().id);
  const home = useCastHome();
  if (home.status === 'success') {
    const shelf = home.data.shelves.find((candidate) => candidate.id === id);
    if (!shelf)
      return (
        <NotFoundPage title="Estante não encontrada" description="Esta estante não existe ou foi removida." />
      );
    return (
      <Page title={shelf.title} aside={<Link to={ROUTES.home}>Cast</Link>}>
        <AlbumGrid albums={shelf.albums} label={`Álbuns de ${shelf.title}`} headingLevel={2} />
      </Page>
    );
  }
  return (
    <Page title="Estante">
      {home.status === 'loading' ? (
        <SkeletonGroup label="Carregando estante">
          <Skeleton height={220} shape="rect" />
        </SkeletonGroup>
      ) : (
        <LoadError message="Não foi possível carregar a estante." onRetry={home.retry} />
      )}
    </Page>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  QueryView,
  isNotFoundError,
} from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { castErrorMessage, castErrorStatus } from '../../../lib/cast-response';
import { shelfQuery } from '../api/get-shelf';

const HTTP_NOT_FOUND = 404;
export const SHELF_FILTER_LABEL = 'Filtrar álbuns da estante';

/** /cast/shelf/{id}: one shelf asked of the server (GET /v3/cast/shelves/{id}?album_name), filterable by name. */
export function ShelfPage() {
  const id = useParams().id ?? '';
  const { http } = usePlatform();
  const [typed, setTyped] = useState('');
  const [albumName, setAlbumName] = useState('');
  const shelf = useQuery(shelfQuery(http, id, albumName));
  if (
    shelf.isError &&
    shelf.data === undefined &&
    (castErrorStatus(shelf.error) === HTTP_NOT_FOUND || isNotFoundError(shelf.error))
  )
    return (
      <AreaNotFoundPage title="Estante não encontrada" text="Esta estante não existe ou foi removida." />
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlbumName(typed.trim());
  };
  return (
    <AreaPage title={shelf.data?.title ?? 'Estante'} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <form
        role="search"
        onSubmit={submit}
        css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.sm, flexWrap: 'wrap' })}
      >
        <Input
          label={SHELF_FILTER_LABEL}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
      </form>
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

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Button, EmptyState, Input } from 'shared-design-system';
import { AreaPage, ContentSkeleton, LinkButton, QueryView } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { shelfFiltersQuery } from '../../shelves/api/get-shelf-filters';
import { favoriteAlbumsQuery } from '../api/get-favorite-albums';

export const FAVORITES_TITLE = 'Álbuns favoritos';
export const FAVORITES_SHELF_LABEL = 'Estante';
export const FAVORITES_NAME_LABEL = 'Filtrar favoritos por nome';
const ALL_SHELVES = 'Todas as estantes';

/** The shelf filter of the favourites (GET /v3/cast/shelves/filters); without it, every shelf. */
function ShelfSelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { http } = usePlatform();
  const filters = useQuery(shelfFiltersQuery(http));
  return (
    <label css={(theme) => ({ display: 'grid', gap: theme.space.xxs, maxWidth: 320 })}>
      {FAVORITES_SHELF_LABEL}
      <select
        value={value ?? ''}
        disabled={!filters.data}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{ALL_SHELVES}</option>
        {filters.data?.map((shelf) => (
          <option key={shelf.id} value={shelf.id}>
            {shelf.title}
          </option>
        ))}
      </select>
      {filters.isError && <span role="alert">Não foi possível carregar as estantes.</span>}
    </label>
  );
}

/** /cast/favorites: the student's favourite albums (one page of 9999), filterable by shelf and album name. */
export function FavoritesPage() {
  const { http } = usePlatform();
  const [shelfId, setShelfId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [albumName, setAlbumName] = useState('');
  const favorites = useQuery(favoriteAlbumsQuery(http, shelfId, albumName));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlbumName(typed.trim());
  };
  return (
    <AreaPage title={FAVORITES_TITLE} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <div css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.md, flexWrap: 'wrap' })}>
        <ShelfSelect value={shelfId} onChange={setShelfId} />
        <form
          role="search"
          onSubmit={submit}
          css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.sm, flexWrap: 'wrap' })}
        >
          <Input
            label={FAVORITES_NAME_LABEL}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary">
            Filtrar
          </Button>
        </form>
      </div>
      <QueryView
        query={favorites}
        errorMessage="Não foi possível carregar seus álbuns favoritos."
        skeleton={<ContentSkeleton shape="cards" count={4} itemHeight={300} label="Carregando favoritos" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          albumName ? (
            <EmptyState title={`Nenhum favorito com "${albumName}"`} description="Tente outro nome." />
          ) : shelfId === null ? (
            <EmptyState
              title="Você ainda não favoritou nenhum álbum"
              description="Abra um álbum e toque em “Adicionar aos favoritos” para encontrá-lo aqui."
              action={<LinkButton to={ROUTES.home}>Explorar o Cast</LinkButton>}
            />
          ) : (
            <EmptyState title="Nenhum favorito nesta estante" description="Escolha outra estante." />
          )
        }
      >
        {(data) => <AlbumGrid albums={data.items} label="Álbuns favoritos" headingLevel={2} />}
      </QueryView>
    </AreaPage>
  );
}

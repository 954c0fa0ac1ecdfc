import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, LinkButton, QueryView, useUrlParams } from 'shared-design-system/area';
import { PARAM_ALBUM_NAME, PARAM_SHELF, ROUTES } from '../../../constants';
import { AlbumGrid } from '../../../lib/album-grid';
import { AlbumNameFilter } from '../../../lib/album-name-filter';
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

/** A shelf id of the address: a positive integer, else none (every shelf). */
function shelfOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /cast/favorites?estante=&nome=: the student's favourite albums (one page of 9999), filterable by shelf and
 * album name; both are in the address, so a reload or a shared link shows the same list.
 */
export function FavoritesPage() {
  const { http } = usePlatform();
  const [params, updateParams] = useUrlParams();
  const shelfId = shelfOf(params.get(PARAM_SHELF));
  const albumName = params.get(PARAM_ALBUM_NAME)?.trim() ?? '';
  const favorites = useQuery(favoriteAlbumsQuery(http, shelfId, albumName));
  return (
    <AreaPage title={FAVORITES_TITLE} actions={<Link to={ROUTES.home}>Cast</Link>}>
      <div css={(theme) => ({ display: 'flex', alignItems: 'end', gap: theme.space.md, flexWrap: 'wrap' })}>
        <ShelfSelect
          value={shelfId}
          onChange={(id) => updateParams({ [PARAM_SHELF]: id === null ? null : String(id) })}
        />
        <AlbumNameFilter
          label={FAVORITES_NAME_LABEL}
          value={albumName}
          onApply={(name) => updateParams({ [PARAM_ALBUM_NAME]: name })}
          draftKey="cast:favorites-filter"
        />
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

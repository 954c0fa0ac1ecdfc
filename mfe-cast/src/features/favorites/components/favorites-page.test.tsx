import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_1, ALBUM_4, albumPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const FAVORITES = 'GET /v3/cast/albums/favorites';
const SHELF_FILTERS = {
  'GET /v3/cast/shelves/filters': {
    data: [
      { id: 1, title: 'Destaques da semana' },
      { id: 2, title: 'Direito' },
    ],
  },
};

describe('favourite albums (/cast/favorites)', () => {
  it('lists the favourites, asked in one page of 9999', async () => {
    const { server } = await renderArea('/cast/favorites', {
      ...SHELF_FILTERS,
      [FAVORITES]: albumPage([ALBUM_4, ALBUM_1]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Álbuns favoritos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Álbuns favoritos' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Raciocínio Lógico sem Mistério', 'Direito Constitucional em Áudio']);
    expect(Object.fromEntries(server.requestsTo('GET', '/v3/cast/albums/favorites')[0]!.query)).toEqual({
      page: '1',
      per_page: '9999',
    });
  });

  it('shows an empty state with a way back to the albums', async () => {
    await renderArea('/cast/favorites', {
      ...SHELF_FILTERS,
      [FAVORITES]: albumPage([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não favoritou nenhum álbum' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar o Cast' })).toHaveAttribute('href', '/cast');
  });

  it('shows an error with retry, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderArea('/cast/favorites', {
      ...SHELF_FILTERS,
      [FAVORITES]: () => (fail ? serverError(502) : { json: albumPage([ALBUM_1]) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus álbuns favoritos.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Direito Constitucional em Áudio' })).toBeInTheDocument();
  });

  it('filters the favourites by a shelf of GET /v3/cast/shelves/filters (shelf_id)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/favorites', {
      ...SHELF_FILTERS,
      [FAVORITES]: (request) =>
        request.query.get('shelf_id') === '2'
          ? { json: albumPage([ALBUM_1]) }
          : { json: albumPage([ALBUM_4, ALBUM_1]) },
    });
    await screen.findByRole('list', { name: 'Álbuns favoritos' });
    const select = screen.getByRole('combobox', { name: 'Estante' });
    await screen.findByRole('option', { name: 'Direito' });
    await user.selectOptions(select, 'Direito');
    await screen.findByRole('option', { name: 'Direito', selected: true });
    // the filtered list, not the moment between the two lists (the old one gone, the new one not yet in)
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: ALBUM_4.title })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: ALBUM_1.title })).toBeInTheDocument();
    });
    const requests = server.requestsTo('GET', '/v3/cast/albums/favorites');
    expect(Object.fromEntries(requests[requests.length - 1]!.query)).toEqual({
      page: '1',
      per_page: '9999',
      shelf_id: '2',
    });
  });

  it('filters the favourites by album name (album_name), keeping what was typed', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/favorites', {
      ...SHELF_FILTERS,
      [FAVORITES]: (request) => {
        const name = request.query.get('album_name');
        if (name === 'lógico') return { json: albumPage([ALBUM_4]) };
        return { json: albumPage(name ? [] : [ALBUM_4, ALBUM_1]) };
      },
    });
    await screen.findByRole('list', { name: 'Álbuns favoritos' });
    const search = screen.getByRole('searchbox', { name: 'Filtrar favoritos por nome' });
    await user.type(search, ' lógico ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: ALBUM_1.title })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    });
    await user.clear(search);
    await user.type(search, 'xyz');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('heading', { name: 'Nenhum favorito com "xyz"' })).toBeInTheDocument();
    expect(search).toHaveValue('xyz');
    expect(
      server
        .requestsTo('GET', '/v3/cast/albums/favorites')
        .map((request) => Object.fromEntries(request.query)),
    ).toEqual([
      { page: '1', per_page: '9999' },
      { page: '1', per_page: '9999', album_name: 'lógico' },
      { page: '1', per_page: '9999', album_name: 'xyz' },
    ]);
  });

  it('opens with the shelf and name of the address (a reload or a shared link shows the same list)', async () => {
    const { server } = await renderArea('/cast/favorites?estante=2&nome=l%C3%B3gico', {
      ...SHELF_FILTERS,
      [FAVORITES]: (request) =>
        request.query.get('album_name') === 'lógico'
          ? { json: albumPage([ALBUM_4]) }
          : { json: albumPage([]) },
    });
    expect(await screen.findByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filtrar favoritos por nome' })).toHaveValue('lógico');
    // a search landmark named like its field, apart from the top bar's
    expect(screen.getByRole('search', { name: 'Filtrar favoritos por nome' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Direito', selected: true })).toBeInTheDocument();
    expect(
      server
        .requestsTo('GET', '/v3/cast/albums/favorites')
        .map((request) => Object.fromEntries(request.query)),
    ).toEqual([{ page: '1', per_page: '9999', album_name: 'lógico', shelf_id: '2' }]);
  });

  it('keeps the chosen shelf and the applied name in the address', async () => {
    const user = userEvent.setup();
    await renderArea('/cast/favorites', { ...SHELF_FILTERS, [FAVORITES]: albumPage([ALBUM_4, ALBUM_1]) });
    await screen.findByRole('list', { name: 'Álbuns favoritos' });
    await screen.findByRole('option', { name: 'Direito' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estante' }), 'Direito');
    await waitFor(() => expect(window.location.search).toBe('?estante=2'));
    const search = screen.getByRole('searchbox', { name: 'Filtrar favoritos por nome' });
    await user.type(search, ' lógico ');
    // typed, not applied yet
    expect(window.location.search).toBe('?estante=2');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('nome')).toBe('lógico'));
    expect(window.location.pathname).toBe('/cast/favorites');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estante' }), 'Todas as estantes');
    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('keeps a name typed but not applied across a reload, and forgets it once applied', async () => {
    const user = userEvent.setup();
    const routes = {
      ...SHELF_FILTERS,
      [FAVORITES]: (request: { query: URLSearchParams }) =>
        request.query.get('album_name') === 'lógico'
          ? { json: albumPage([ALBUM_4]) }
          : { json: albumPage([ALBUM_4, ALBUM_1]) },
    };
    const field = () => screen.findByRole('searchbox', { name: 'Filtrar favoritos por nome' });
    const first = await renderArea('/cast/favorites?estante=2', routes);
    await user.type(await field(), 'lógico');
    first.unmount();

    const second = await renderArea('/cast/favorites?estante=2', routes);
    expect(await field()).toHaveValue('lógico');
    // not applied: every favourite of the shelf
    expect(await screen.findByRole('link', { name: ALBUM_1.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: ALBUM_1.title })).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).get('nome')).toBe('lógico');
    second.unmount();

    // applied: the draft is done with, the favourites open unfiltered with an empty field
    await renderArea('/cast/favorites?estante=2', routes);
    expect(await field()).toHaveValue('');
  });
});

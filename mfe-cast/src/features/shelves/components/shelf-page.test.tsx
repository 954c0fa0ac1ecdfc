import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_1, ALBUM_4 } from '../../../testing/fixtures';

afterEach(closeTestServers);

/** Shelf 1: two albums, only ALBUM_4 when filtered by the name 'lógico'. */
const highlightsShelf = (request: { query: URLSearchParams }) => ({
  json: {
    data: {
      id: 1,
      title: 'Destaques da semana',
      albums: request.query.get('album_name') === 'lógico' ? [ALBUM_4] : [ALBUM_1, ALBUM_4],
    },
  },
});

describe('shelf page (/cast/shelf/{id})', () => {
  it('asks the server for the shelf (not the home) and filters it by album name', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/shelf/1', {
      'GET /v3/cast/shelves/1': highlightsShelf,
    });
    const list = await screen.findByRole('list', { name: 'Álbuns de Destaques da semana' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar álbuns da estante' }), 'lógico');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    // the filtered list, not the moment between the two lists (the old one gone, the new one not yet in)
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: ALBUM_1.title })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    });
    const requests = server.requestsTo('GET', '/v3/cast/shelves/1');
    expect(requests.map((request) => request.query.get('album_name'))).toEqual([null, 'lógico']);
    expect(server.requestsTo('GET', '/v3/cast/home')).toHaveLength(0);
  });

  it('says when no album of the shelf has the name, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderArea('/cast/shelf/2', {
      'GET /v3/cast/shelves/2': (request) => ({
        json: { data: { id: 2, title: 'Direito', albums: request.query.get('album_name') ? [] : [ALBUM_1] } },
      }),
    });
    await screen.findByRole('list', { name: 'Álbuns de Direito' });
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar álbuns da estante' }), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByRole('heading', { name: 'Nenhum álbum com "xyz" nesta estante' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filtrar álbuns da estante' })).toHaveValue('xyz');
  });

  it('shows an error with retry when the shelf fails', async () => {
    await renderArea('/cast/shelf/2', { 'GET /v3/cast/shelves/2': serverError(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor.');
  });

  it('opens filtered by the name of the address, and keeps an applied name there', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/shelf/1?nome=l%C3%B3gico', {
      'GET /v3/cast/shelves/1': highlightsShelf,
    });
    const list = await screen.findByRole('list', { name: 'Álbuns de Destaques da semana' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    const search = screen.getByRole('searchbox', { name: 'Filtrar álbuns da estante' });
    expect(search).toHaveValue('lógico');
    expect(server.requestsTo('GET', '/v3/cast/shelves/1').map((r) => r.query.get('album_name'))).toEqual([
      'lógico',
    ]);

    await user.clear(search);
    await user.type(search, 'direito');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(window.location.search).toBe('?nome=direito'));
    expect(window.location.pathname).toBe('/cast/shelf/1');
    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('keeps a name typed but not applied across a reload (per shelf), and forgets it once applied', async () => {
    const user = userEvent.setup();
    const routes = {
      'GET /v3/cast/shelves/1': highlightsShelf,
      'GET /v3/cast/shelves/2': { data: { id: 2, title: 'Direito', albums: [ALBUM_1] } },
    };
    const field = () => screen.findByRole('searchbox', { name: 'Filtrar álbuns da estante' });
    const first = await renderArea('/cast/shelf/1', routes);
    await user.type(await field(), 'lógico');
    first.unmount();

    // another shelf has its own field
    const other = await renderArea('/cast/shelf/2', routes);
    expect(await field()).toHaveValue('');
    other.unmount();

    const second = await renderArea('/cast/shelf/1', routes);
    expect(await field()).toHaveValue('lógico');
    // not applied: the whole shelf
    expect(
      within(await screen.findByRole('list', { name: 'Álbuns de Destaques da semana' })).getAllByRole(
        'article',
      ),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(window.location.search).toBe(`?nome=${encodeURIComponent('lógico')}`));
    second.unmount();

    // applied: the draft is done with, the shelf opens unfiltered with an empty field
    await renderArea('/cast/shelf/1', routes);
    expect(await field()).toHaveValue('');
  });
});

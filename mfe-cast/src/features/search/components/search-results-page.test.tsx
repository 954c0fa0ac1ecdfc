import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outsideAct } from 'shared-design-system/testing';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import { ALBUM_1, ALBUM_4, TRACK_103, castPage } from '../../../testing/fixtures';

afterEach(closeTestServers);

const SEARCH = 'POST /bff/search/v2/casts/aggregated';
const SHELF_FILTER = {
  'GET /bff/search/v2/filters/cast/shelves': castPage([
    { id: 1, title: 'Destaques da semana' },
    { id: 2, title: 'Direito' },
  ]),
};

function results(albums = [ALBUM_1, ALBUM_4], tracks = [TRACK_103]) {
  return { data: { albums: castPage(albums).data, tracks: castPage(tracks).data } };
}

describe('cast search results (/cast/resultado-pesquisa)', () => {
  it('shows albums and tracks of search/v2/casts/aggregated; a result opens', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/resultado-pesquisa?q=direito', {
      ...SHELF_FILTER,
      [SEARCH]: results(),
      'GET /v3/cast/albums/published/1': { data: { ...ALBUM_1, tracks: [] } },
    });
    const albums = await screen.findByRole('list', { name: 'Álbuns para "direito"' });
    expect(within(albums).getAllByRole('article')).toHaveLength(2);
    const tracks = screen.getByRole('list', { name: 'Faixas para "direito"' });
    expect(within(tracks).getByText('Remédios constitucionais')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/casts/aggregated')[0]!.json).toEqual({
      q: 'direito',
      entity_types: ['albums', 'tracks'],
      shelves: [],
      page: 1,
      per_page: 10,
    });
    expect(
      Object.fromEntries(server.requestsTo('GET', '/bff/search/v2/filters/cast/shelves')[0]!.query),
    ).toEqual({
      q: '',
      page: '1',
      per_page: '10',
    });
    await user.click(within(albums).getByRole('link', { name: ALBUM_1.title }));
    expect(await screen.findByRole('heading', { level: 1, name: ALBUM_1.title })).toBeInTheDocument();
  });

  it('narrows the search to the shelves checked in the cast shelves filter', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/resultado-pesquisa?q=direito', {
      ...SHELF_FILTER,
      [SEARCH]: (request) => {
        const body = request.json as { shelves: number[] };
        return { json: body.shelves.includes(2) ? results([ALBUM_1], []) : results() };
      },
    });
    await screen.findByRole('list', { name: 'Álbuns para "direito"' });
    const filter = screen.getByRole('group', { name: 'Filtrar por estante' });
    await user.click(await within(filter).findByRole('checkbox', { name: 'Direito' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: ALBUM_4.title })).not.toBeInTheDocument());
    expect(within(filter).getByRole('checkbox', { name: 'Direito' })).toBeChecked();
    const bodies = server.requestsTo('POST', '/bff/search/v2/casts/aggregated').map((r) => r.json);
    expect(bodies[bodies.length - 1]).toMatchObject({ q: 'direito', shelves: [2], page: 1 });
  });

  it('shows a shelf checked as soon as it is clicked, not after the address changes', async () => {
    const { server } = await renderArea('/cast/resultado-pesquisa?q=direito', {
      ...SHELF_FILTER,
      [SEARCH]: results(),
    });
    const box = await screen.findByRole('checkbox', { name: 'Direito' });
    // as in the browser: the click's own update renders before the click returns, and a router applying the
    // address in a transition renders it later (inside act() both would render at once). The cast's router
    // applies it at once today; this holds the page to it if the router ever takes transitions.
    const restoreAct = outsideAct();
    try {
      box.click();
      expect(box).toBeChecked();
      await waitFor(() => expect(window.location.search).toBe('?q=direito&estante=2'));
      expect(box).toBeChecked();
      box.click();
      expect(box).not.toBeChecked();
      await waitFor(() => expect(window.location.search).toBe('?q=direito'));
      expect(box).not.toBeChecked();
    } finally {
      restoreAct();
    }
    await waitFor(() => {
      const bodies = server.requestsTo('POST', '/bff/search/v2/casts/aggregated').map((r) => r.json);
      expect(bodies.map((body) => (body as { shelves: number[] }).shelves)).toEqual([[], [2], []]);
    });
  });

  it('keeps each choice of shelves in the history (back undoes it) and starts again at the first page', async () => {
    const user = userEvent.setup();
    await renderArea('/cast/resultado-pesquisa?q=direito&pagina=2', { ...SHELF_FILTER, [SEARCH]: results() });
    await user.click(await screen.findByRole('checkbox', { name: 'Direito' }));
    await waitFor(() => expect(window.location.search).toBe('?q=direito&estante=2'));
    await user.click(screen.getByRole('checkbox', { name: 'Destaques da semana' }));
    await waitFor(() => expect(window.location.search).toBe('?q=direito&estante=2&estante=1'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?q=direito&estante=2'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Destaques da semana' })).not.toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Direito' })).toBeChecked();
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?q=direito&pagina=2'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Direito' })).not.toBeChecked());
  });

  it('pages the shelves filter 10 at a time, keeping a shelf checked on another page', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/resultado-pesquisa?q=direito', {
      'GET /bff/search/v2/filters/cast/shelves': (request) => ({
        json: castPage(
          request.query.get('page') === '2'
            ? [{ id: 11, title: 'Revisão final' }]
            : [{ id: 2, title: 'Direito' }],
          Number(request.query.get('page')),
          10,
          11,
        ),
      }),
      [SEARCH]: results(),
    });
    const filter = screen.getByRole('group', { name: 'Filtrar por estante' });
    await user.click(await within(filter).findByRole('checkbox', { name: 'Direito' }));
    const pager = within(filter).getByRole('navigation', { name: 'Páginas do filtro de estantes' });
    await user.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    await user.click(await within(filter).findByRole('checkbox', { name: 'Revisão final' }));
    await waitFor(() => {
      const bodies = server.requestsTo('POST', '/bff/search/v2/casts/aggregated').map((r) => r.json);
      expect(bodies[bodies.length - 1]).toMatchObject({ shelves: [2, 11] });
    });
    expect(
      server
        .requestsTo('GET', '/bff/search/v2/filters/cast/shelves')
        .map((request) => Object.fromEntries(request.query)),
    ).toEqual([
      { q: '', page: '1', per_page: '10' },
      { q: '', page: '2', per_page: '10' },
    ]);
  });

  it('pages the results with links that keep the term and the shelves in the address', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/resultado-pesquisa?q=direito&estante=2', {
      ...SHELF_FILTER,
      [SEARCH]: (request) => {
        const { page } = request.json as { page: number };
        // 11 albums, 10 a page
        const albums = castPage(page === 1 ? [ALBUM_1] : [ALBUM_4], page, 10, 11).data;
        return { json: { data: { albums, tracks: castPage([]).data } } };
      },
    });
    await screen.findByRole('link', { name: ALBUM_1.title });
    const pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    const next = within(pager).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/cast/resultado-pesquisa?q=direito&estante=2&pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: ALBUM_4.title })).toBeInTheDocument();
    const bodies = server.requestsTo('POST', '/bff/search/v2/casts/aggregated').map((r) => r.json);
    expect(bodies[bodies.length - 1]).toMatchObject({ q: 'direito', shelves: [2], page: 2 });
    const second = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(second).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/cast/resultado-pesquisa?q=direito&estante=2',
    );
  });

  it('keeps a term typed but not searched across a reload, and forgets it once searched', async () => {
    const user = userEvent.setup();
    const routes = { ...SHELF_FILTER, [SEARCH]: results() };
    const field = () => screen.findByRole('searchbox', { name: 'Buscar álbuns e faixas' });
    const first = await renderArea('/cast/resultado-pesquisa?q=direito', routes);
    await user.clear(await field());
    await user.type(await field(), 'lógi');
    first.unmount();

    // reloaded: the results of the address, the field with what was typed
    const second = await renderArea('/cast/resultado-pesquisa?q=direito', routes);
    expect(await field()).toHaveValue('lógi');
    await screen.findByRole('list', { name: 'Álbuns para "direito"' });
    await user.type(await field(), 'co');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('list', { name: 'Álbuns para "lógico"' })).toBeInTheDocument();
    expect(await field()).toHaveValue('lógico');
    second.unmount();

    // searched: the draft is done with, the search of the address shows again
    await renderArea('/cast/resultado-pesquisa?q=direito', routes);
    expect(await field()).toHaveValue('direito');
  });

  it('keeps an erased field as it is: an empty term is not searched', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast/resultado-pesquisa?q=direito', {
      ...SHELF_FILTER,
      [SEARCH]: results(),
    });
    await screen.findByRole('list', { name: 'Álbuns para "direito"' });
    const field = screen.getByRole('searchbox', { name: 'Buscar álbuns e faixas' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(field).toHaveValue('   ');
    expect(window.location.search).toBe('?q=direito');
    expect(server.requestsTo('POST', '/bff/search/v2/casts/aggregated')).toHaveLength(1);
  });

  it('says when nothing was found', async () => {
    await renderArea('/cast/resultado-pesquisa?q=zzz', { ...SHELF_FILTER, [SEARCH]: results([], []) });
    expect(await screen.findByRole('heading', { name: 'Nada encontrado para "zzz"' })).toBeInTheDocument();
  });

  it('keeps the typed term and the filter when the search fails', async () => {
    await renderArea('/cast/resultado-pesquisa?q=direito', { ...SHELF_FILTER, [SEARCH]: serverError(500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível buscar no Cast.');
    expect(screen.getByRole('searchbox', { name: 'Buscar álbuns e faixas' })).toHaveValue('direito');
    expect(screen.getByRole('search', { name: 'Buscar álbuns e faixas' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Direito' })).toBeEnabled();
  });
});

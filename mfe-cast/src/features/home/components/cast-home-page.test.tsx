import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea, serverError } from '../../../testing/render-area';
import {
  ALBUM_1,
  ALBUM_1_DETAIL,
  ALBUM_4,
  HOME,
  HOME_SECTIONS,
  TRACK_103,
  castPage,
} from '../../../testing/fixtures';

afterEach(closeTestServers);

/** A recent activity of the home: album 1's second track. */
const RECENT_102 = {
  id: 7,
  album_id: 1,
  track_id: 102,
  title: 'Direitos e deveres individuais',
  album_title: 'Direito Constitucional em Áudio',
  updated_at: '2026-11-20T13:40:00.000Z',
};

describe('cast home (/cast)', () => {
  it('shows the shelves with album title, teachers, track count and cover', async () => {
    await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cast' })).toBeInTheDocument();
    const shelf = await screen.findByRole('list', { name: 'Álbuns de Destaques da semana' });
    const card = within(shelf).getByRole('article', { name: 'Raciocínio Lógico sem Mistério' });
    expect(within(card).getByRole('link', { name: 'Raciocínio Lógico sem Mistério' })).toHaveAttribute(
      'href',
      '/cast/album/4',
    );
    expect(within(card).getByText('Prof. Rafael Monteiro e Profa. Camila Duarte')).toBeInTheDocument();
    expect(within(card).getByText('4 faixas')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/static-bff/cast/covers/4.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Direito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus favoritos' })).toHaveAttribute('href', '/cast/favorites');
  });

  it('keeps a term typed but not searched across a reload, and forgets it once searched', async () => {
    const user = userEvent.setup();
    const routes = {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'POST /bff/search/v2/casts/aggregated': {
        data: { albums: castPage([ALBUM_4]).data, tracks: castPage([TRACK_103]).data },
      },
      'GET /bff/search/v2/filters/cast/shelves': castPage([{ id: 2, title: 'Direito' }]),
    };
    const field = () => screen.findByRole('searchbox', { name: 'Buscar álbuns e faixas' });
    const first = await renderArea('/cast', routes);
    await user.type(await field(), 'lógico');
    first.unmount();

    const second = await renderArea('/cast', routes);
    expect(await field()).toHaveValue('lógico');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('link', { name: 'Raciocínio Lógico sem Mistério' })).toBeInTheDocument();
    second.unmount();

    // searched: the home's field is empty again
    await renderArea('/cast', routes);
    expect(await field()).toHaveValue('');
  });

  it('searches the cast through search/v2/casts/aggregated (albums and tracks, 10 a page)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'POST /bff/search/v2/casts/aggregated': {
        data: { albums: castPage([ALBUM_4]).data, tracks: castPage([TRACK_103]).data },
      },
      'GET /bff/search/v2/filters/cast/shelves': castPage([{ id: 2, title: 'Direito' }]),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar álbuns e faixas' }), 'lógico');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Raciocínio Lógico sem Mistério' })).toBeInTheDocument();
    const [request] = server.requestsTo('POST', '/bff/search/v2/casts/aggregated');
    expect(request!.json).toEqual({
      q: 'lógico',
      entity_types: ['albums', 'tracks'],
      shelves: [],
      page: 1,
      per_page: 10,
    });
    // the search is the aggregated one: the published albums are asked only for the home's own section, by page
    expect(
      server
        .requestsTo('GET', '/v3/cast/albums/published')
        .filter((request) => request.query.has('album_name')),
    ).toHaveLength(0);
  });

  it('shows an empty state without shelves', async () => {
    await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: { shelves: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'Nenhum álbum disponível' })).toBeInTheDocument();
  });

  it('shows an error with retry (also for an error field in a 200 answer), and recovers', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': () => {
        attempt += 1;
        if (attempt === 1) return { json: { error: { message: 'Cast indisponível.', tag: 'CAST_DOWN' } } };
        return { json: { data: HOME } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os álbuns do Cast.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Álbuns de Direito' })).toBeInTheDocument();
  });

  it('keeps the search usable when the home fails', async () => {
    await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': serverError(500),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar álbuns e faixas' })).toBeEnabled();
  });

  it('shows the server’s shelves, the published teachers (10 a page) and the published tracks (10 a page)', async () => {
    const { server } = await renderArea('/cast', { ...HOME_SECTIONS, 'GET /v3/cast/home': { data: HOME } });
    const shelves = await screen.findByRole('navigation', { name: 'Estantes' });
    expect(within(shelves).getByRole('link', { name: 'Direito' })).toHaveAttribute('href', '/cast/shelf/2');
    const teachers = await screen.findByRole('list', { name: 'Professores' });
    expect(within(teachers).getByRole('link', { name: 'Prof. Marcelo Andrade' })).toHaveAttribute(
      'href',
      '/cast/professor/1',
    );
    expect(within(teachers).getByText('(2 álbuns)')).toBeInTheDocument();
    const tracks = await screen.findByRole('list', { name: 'Faixas publicadas' });
    expect(within(tracks).getByText('Remédios constitucionais')).toBeInTheDocument();
    expect(within(tracks).getByRole('link', { name: 'Direito Constitucional em Áudio' })).toHaveAttribute(
      'href',
      '/cast/album/1',
    );
    for (const path of ['/v3/cast/teachers/published', '/v3/cast/tracks/published'])
      expect(Object.fromEntries(server.requestsTo('GET', path)[0]!.query)).toEqual({
        page: '1',
        per_page: '10',
      });
  });

  it('pages the published tracks, 10 a page', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'GET /v3/cast/tracks/published': (request) => ({
        json: castPage([TRACK_103], Number(request.query.get('page')), 10, 12),
      }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Páginas de faixas' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    expect(await within(pager).findByText('Página 2 de 2')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/cast/tracks/published').map((r) => r.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('plays a published track in the dock as its album’s section', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cast', { ...HOME_SECTIONS, 'GET /v3/cast/home': { data: HOME } });
    const played: unknown[] = [];
    const subscription = platform.bus.on('cast:play').subscribe((request) => played.push(request));
    await user.click(await screen.findByRole('button', { name: 'Ouvir Remédios constitucionais' }));
    subscription.unsubscribe();
    expect(played).toEqual([
      {
        section: {
          id: 1,
          title: 'Direito Constitucional em Áudio',
          tracks: [
            {
              id: 103,
              title: 'Remédios constitucionais',
              duration: 1108,
              teachers: [{ name: 'Prof. Marcelo Andrade' }],
            },
          ],
          horizontalData: { type: 'default' },
        },
        index: 0,
        albumImageUrl: '/static-bff/cast/covers/1.svg',
      },
    ]);
  });

  it('removes a recent activity (DELETE /v3/cast/recent-activities/{id}) and shows the home without it', async () => {
    const user = userEvent.setup();
    const activity = RECENT_102;
    let removed = false;
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': () => ({
        json: { data: { ...HOME, recent_activities: removed ? [] : [activity] } },
      }),
      'DELETE /v3/cast/recent-activities/7': () => {
        removed = true;
        return { json: { data: { id: 7, removed: true } } };
      },
    });
    const recent = await screen.findByRole('list', { name: 'Ouvidos recentemente' });
    expect(within(recent).getByRole('link', { name: 'Direitos e deveres individuais' })).toHaveAttribute(
      'href',
      '/cast/album/1',
    );
    expect(within(recent).getByText(/20\/11\/2026 às 10:40/)).toBeInTheDocument();
    await user.click(
      within(recent).getByRole('button', {
        name: 'Remover Direitos e deveres individuais das atividades recentes',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Ouvidos recentemente' })).not.toBeInTheDocument(),
    );
    expect(server.requestsTo('DELETE', '/v3/cast/recent-activities/7')).toHaveLength(1);
  });

  it('a failing teachers call degrades only its section', async () => {
    await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'GET /v3/cast/teachers/published': serverError(500),
    });
    expect(await screen.findByText('Não foi possível carregar os professores do Cast.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Álbuns de Direito' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Faixas publicadas' })).toBeInTheDocument();
  });

  it('shows every published album, 10 a page (GET /v3/cast/albums/published), and pages them', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'GET /v3/cast/albums/published': (request) => ({
        json: castPage(
          request.query.get('page') === '2' ? [ALBUM_4] : [ALBUM_1],
          Number(request.query.get('page')),
          10,
          11,
        ),
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Todos os álbuns' })).toBeInTheDocument();
    const all = await screen.findByRole('list', { name: 'Todos os álbuns' });
    expect(within(all).getByRole('link', { name: 'Direito Constitucional em Áudio' })).toHaveAttribute(
      'href',
      '/cast/album/1',
    );
    const pager = screen.getByRole('navigation', { name: 'Páginas de álbuns' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    expect(await within(pager).findByText('Página 2 de 2')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: 'Todos os álbuns' })).findByRole('link', {
        name: 'Raciocínio Lógico sem Mistério',
      }),
    ).toBeInTheDocument();
    expect(
      server
        .requestsTo('GET', '/v3/cast/albums/published')
        .map((request) => Object.fromEntries(request.query)),
    ).toEqual([
      { page: '1', per_page: '10' },
      { page: '2', per_page: '10' },
    ]);
  });

  it('pages the server’s shelves 10 at a time (spec 2 §9: cast lists per_page 10)', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'GET /v3/cast/shelves/published': (request) => ({
        json: castPage(
          request.query.get('page') === '2'
            ? [{ id: 11, title: 'Revisão final', albums_count: 1 }]
            : [{ id: 2, title: 'Direito', albums_count: 1 }],
          Number(request.query.get('page')),
          10,
          11,
        ),
      }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Páginas de estantes' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    const shelves = screen.getByRole('navigation', { name: 'Estantes' });
    expect(await within(shelves).findByRole('link', { name: 'Revisão final' })).toHaveAttribute(
      'href',
      '/cast/shelf/11',
    );
    expect(
      server
        .requestsTo('GET', '/v3/cast/shelves/published')
        .map((request) => Object.fromEntries(request.query)),
    ).toEqual([
      { page: '1', per_page: '10' },
      { page: '2', per_page: '10' },
    ]);
  });

  it('a failing published-albums call degrades only its section', async () => {
    await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: HOME },
      'GET /v3/cast/albums/published': serverError(500),
    });
    expect(await screen.findByText('Não foi possível carregar os álbuns.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Álbuns de Direito' })).toBeInTheDocument();
  });

  it('plays a recent activity again in the dock, with the track as GET /v3/cast/tracks/{id} gives it', async () => {
    const user = userEvent.setup();
    const activity = RECENT_102;
    const track = { ...ALBUM_1_DETAIL.tracks[1]!, position: 95 };
    const { platform, server } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: { ...HOME, recent_activities: [activity] } },
      'GET /v3/cast/tracks/102': { data: track },
    });
    const played: unknown[] = [];
    const subscription = platform.bus.on('cast:play').subscribe((request) => played.push(request));
    const recent = await screen.findByRole('list', { name: 'Ouvidos recentemente' });
    await user.click(
      within(recent).getByRole('button', { name: 'Continuar ouvindo Direitos e deveres individuais' }),
    );
    await waitFor(() => expect(played).toHaveLength(1));
    subscription.unsubscribe();
    expect(server.requestsTo('GET', '/v3/cast/tracks/102')).toHaveLength(1);
    expect(played[0]).toEqual({
      section: {
        id: 1,
        title: 'Direito Constitucional em Áudio',
        tracks: [{ id: 102, title: track.title, duration: track.duration, teachers: track.teachers }],
        horizontalData: { type: 'default' },
      },
      index: 0,
    });
  });

  it('says so when a recent activity’s track cannot be loaded, and plays nothing', async () => {
    const user = userEvent.setup();
    const activity = { ...RECENT_102, id: 8, track_id: 999, title: 'Faixa removida' };
    const { platform } = await renderArea('/cast', {
      ...HOME_SECTIONS,
      'GET /v3/cast/home': { data: { ...HOME, recent_activities: [activity] } },
      'GET /v3/cast/tracks/999': serverError(404, 'Faixa não encontrada: 999.', 'NOT_FOUND'),
    });
    const played: unknown[] = [];
    const subscription = platform.bus.on('cast:play').subscribe((request) => played.push(request));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Continuar ouvindo Faixa removida' }));
    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Faixa não encontrada: 999.' }]),
    );
    subscription.unsubscribe();
    errors.mockRestore();
    expect(played).toEqual([]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrawerRequest } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { LISTING_ITEMS, listing } from '../../../testing/fixtures';
import { SEARCH_INPUT_DEBOUNCE_MS } from '../../../constants';
import { LISTING_REFRESH_EVENTS } from '../api/get-folder-listing';

afterEach(closeTestServers);

const ROOT = 'GET /bff/questions/folders/base';

describe('notebooks and exams (/cadernos-e-simulados)', () => {
  it('lists folders, notebooks and exams with the per-vertical title and the spec’s query', async () => {
    const { server } = await renderArea('/cadernos-e-simulados', { [ROOT]: listing(LISTING_ITEMS) });
    expect(screen.getByRole('heading', { level: 1, name: 'Cadernos e Simulados' })).toBeInTheDocument();
    const items = await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    expect(within(items).getByRole('link', { name: 'Pasta: Direito Constitucional' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados?pasta=base.Direito_Constitucional',
    );
    expect(
      within(items).getByRole('link', { name: 'Caderno: Crase e concordância — revisão' }),
    ).toHaveAttribute('href', '/cadernos-e-simulados/cadernos/101');
    expect(within(items).getByRole('link', { name: 'Simulado: Simulado PF 2025 — Agente' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201',
    );
    expect(within(items).getByText('5 questões · 3 acertos · 1 erro')).toBeInTheDocument();
    expect(within(items).getByText('28 questões · duração 4h · 12 respondidas')).toBeInTheDocument();
    expect(within(items).getByText('Caderno · Compartilhado')).toBeInTheDocument();

    const [request] = server.requestsTo('GET', '/bff/questions/folders/base');
    expect(Object.fromEntries(request!.query)).toEqual({
      page: '1',
      per_page: '10',
      sort: 'updated_at',
      order: 'DESC',
      type: '',
      search: '',
    });
  });

  it('says "Listas e Simulados" on verticals that call notebooks lists', async () => {
    await renderArea('/cadernos-e-simulados', { [ROOT]: listing(LISTING_ITEMS) }, { vertical: 'medicina' });
    expect(screen.getByRole('heading', { level: 1, name: 'Listas e Simulados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova lista' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Lista: Crase e concordância — revisão' }),
    ).toBeInTheDocument();
  });

  it('names its search form after what it searches, apart from the host’s search', async () => {
    await renderArea('/cadernos-e-simulados', { [ROOT]: listing(LISTING_ITEMS) }, { vertical: 'medicina' });
    await screen.findByRole('list', { name: 'Itens de Listas e Simulados' });

    const search = screen.getByRole('search', { name: 'Buscar em Listas e Simulados' });
    expect(
      within(search).getByRole('searchbox', { name: 'Buscar em Listas e Simulados' }),
    ).toBeInTheDocument();
  });

  it('asks the host for the create-notebook and create-folder drawers', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cadernos-e-simulados', { [ROOT]: listing(LISTING_ITEMS) });
    const opened: DrawerRequest[] = [];
    const subscription = platform.bus.on('drawer:open').subscribe((request) => opened.push(request));
    await user.click(screen.getByRole('button', { name: 'Novo caderno' }));
    await user.click(screen.getByRole('button', { name: 'Nova pasta' }));
    await user.click(screen.getByRole('button', { name: 'Novo simulado' }));
    subscription.unsubscribe();
    expect(platform.calls.drawers).toEqual([
      { kind: 'create-notebook', path: 'base' },
      { kind: 'create-folder', path: 'base' },
      { kind: 'create-exam', path: 'base' },
    ]);
    expect(opened).toHaveLength(3);
    await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
  });

  it('offers edit, duplicate, share and move per item through the host drawers', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cadernos-e-simulados', { [ROOT]: listing(LISTING_ITEMS) });
    await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    await user.click(screen.getByRole('button', { name: 'Editar simulado: Simulado PF 2025 — Agente' }));
    await user.click(screen.getByRole('button', { name: 'Duplicar simulado: Simulado PF 2025 — Agente' }));
    await user.click(
      screen.getByRole('button', { name: 'Compartilhar caderno: Crase e concordância — revisão' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mover pasta: Direito Constitucional' }));
    expect(platform.calls.drawers.map((request) => [request.kind, request.item?.id])).toEqual([
      ['edit-exam', 201],
      ['duplicate-exam', 201],
      ['share', 101],
      ['change-folder-location', 1],
    ]);
    expect(platform.calls.drawers[0]?.item).toMatchObject({ tag: 'MY_STUDENT_EXAM', path: 'base' });
    // an exam's row links to its ranking page; notebooks and folders have none
    expect(screen.getByRole('link', { name: 'Ranking de Simulado PF 2025 — Agente' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201/ranking',
    );
    expect(screen.getAllByRole('link', { name: /^Ranking de / })).toHaveLength(1);
  });

  it('refreshes on every listing bus event and stops listening after unmount', async () => {
    let total = LISTING_ITEMS.length;
    const { server, platform, unmount } = await renderArea('/cadernos-e-simulados', {
      [ROOT]: () => ({ json: listing(LISTING_ITEMS.slice(0, total), 'base', total) }),
    });
    await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    const calls = () => server.requestsTo('GET', '/bff/questions/folders/base').length;

    total = 2;
    act(() => {
      platform.bus.emit('notebook-deleted', { id: 201 });
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Simulado: Simulado PF 2025 — Agente' }),
      ).not.toBeInTheDocument(),
    );
    // the list stays on screen while refreshing (no skeleton flash)
    expect(screen.getByRole('link', { name: 'Pasta: Direito Constitucional' })).toBeInTheDocument();

    for (const name of LISTING_REFRESH_EVENTS) {
      const before = calls();
      act(() => {
        platform.bus.emit(name, { id: 7, name: 'Novo item', path: 'base' });
      });
      await waitFor(() => expect(calls()).toBe(before + 1));
    }

    unmount();
    const after = calls();
    platform.bus.emit('notebook-created', { id: 8 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(after);
  });

  it('filters by type with the tabs and searches by name', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados', {
      [ROOT]: (request: RecordedRequest) => {
        if (request.query.get('type') === 'NOTEBOOK')
          return { json: listing(LISTING_ITEMS.filter((item) => item.tag.endsWith('NOTEBOOK'))) };
        if (request.query.get('search') === 'simulado')
          return { json: listing(LISTING_ITEMS.filter((item) => item.id === 201)) };
        return { json: listing(LISTING_ITEMS) };
      },
    });
    await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    await user.click(screen.getByRole('tab', { name: 'Cadernos' }));
    // the filtered list itself (the folder gone and the notebook there), not the moment the list is replaced
    // while the filtered answer is on its way
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Pasta: Direito Constitucional' })).not.toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Caderno: Crase e concordância — revisão' }),
      ).toBeInTheDocument();
    });
    expect(server.requestsTo('GET', '/bff/questions/folders/base').at(-1)?.query.get('type')).toBe(
      'NOTEBOOK',
    );

    await user.click(screen.getByRole('tab', { name: 'Todos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar em Cadernos e Simulados' }), 'simulado');
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/questions/folders/base').at(-1)?.query.get('search')).toBe(
        'simulado',
      ),
    );
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Pasta: Direito Constitucional' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Simulado: Simulado PF 2025 — Agente' })).toBeInTheDocument();
    });
  });

  it('opens a folder, shows the breadcrumb and creates inside it', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cadernos-e-simulados', {
      [ROOT]: listing(LISTING_ITEMS),
      'GET /bff/questions/folders/base.Direito_Constitucional': listing(
        [LISTING_ITEMS[1]!],
        'base.Direito_Constitucional',
      ),
    });
    await user.click(await screen.findByRole('link', { name: 'Pasta: Direito Constitucional' }));
    const trail = await screen.findByRole('navigation', { name: 'Você está em' });
    expect(within(trail).getByText('Direito Constitucional')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Simulado: Simulado PF 2025 — Agente' }),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Novo caderno' }));
    expect(platform.calls.drawers.at(-1)).toEqual({
      kind: 'create-notebook',
      path: 'base.Direito_Constitucional',
    });
    // the trail's folders are links (as the rows' are), followed inside the area
    expect(within(trail).queryByRole('button')).not.toBeInTheDocument();
    const root = within(trail).getByRole('link', { name: 'Cadernos e Simulados' });
    expect(root).toHaveAttribute('href', '/cadernos-e-simulados');
    await user.click(root);
    expect(
      await screen.findByRole('link', { name: 'Simulado: Simulado PF 2025 — Agente' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cadernos-e-simulados');
    expect(window.location.search).toBe('');
  });

  it('links every parent folder of the breadcrumb to its listing', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados?pasta=base.Direito_Constitucional.Emendas', {
      'GET /bff/questions/folders/base.Direito_Constitucional.Emendas': listing(
        [],
        'base.Direito_Constitucional.Emendas',
      ),
      'GET /bff/questions/folders/base.Direito_Constitucional': listing(
        [LISTING_ITEMS[1]!],
        'base.Direito_Constitucional',
      ),
    });
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(within(trail).getByRole('link', { name: 'Cadernos e Simulados' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados',
    );
    const parent = within(trail).getByRole('link', { name: 'Direito Constitucional' });
    expect(parent).toHaveAttribute('href', '/cadernos-e-simulados?pasta=base.Direito_Constitucional');
    // the folder shown is the current page, not a link
    expect(within(trail).queryByRole('link', { name: 'Emendas' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Emendas')).toHaveAttribute('aria-current', 'page');
    await user.click(parent);
    expect(
      await screen.findByRole('link', { name: 'Caderno: Crase e concordância — revisão' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?pasta=base.Direito_Constitucional');
    expect(server.requestsTo('GET', '/bff/questions/folders/base.Direito_Constitucional')).toHaveLength(1);
  });

  it('shows an empty state', async () => {
    await renderArea('/cadernos-e-simulados', { [ROOT]: listing([]) });
    expect(await screen.findByRole('heading', { name: 'Nada por aqui ainda' })).toBeInTheDocument();
  });

  it('shows an error with retry, and recovers', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    let fail = true;
    await renderArea('/cadernos-e-simulados', {
      [ROOT]: () => (fail ? serverError(500) : { json: listing(LISTING_ITEMS) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus cadernos e simulados.',
    );
    expect(errors).toHaveBeenCalledWith('[mfe-questions] getFolderListing falhou', expect.anything());
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' })).toBeInTheDocument();
  });
});

describe('the search, the type tab and the page of /cadernos-e-simulados live in the address', () => {
  const searchbox = () => screen.getByRole('searchbox', { name: 'Buscar em Cadernos e Simulados' });
  const lastQuery = (server: { requestsTo: (method: string, path: string) => RecordedRequest[] }) =>
    Object.fromEntries(server.requestsTo('GET', '/bff/questions/folders/base').at(-1)!.query);

  it('what the student typed and chose survives a reload', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/cadernos-e-simulados', { [ROOT]: listing(LISTING_ITEMS) });
    await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    await user.type(searchbox(), 'crase concordância');
    await user.click(screen.getByRole('tab', { name: 'Cadernos' }));
    expect(searchbox()).toHaveValue('crase concordância');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
        busca: 'crase concordância',
        tipo: 'cadernos',
      }),
    );
    const address = `${window.location.pathname}${window.location.search}`;
    first.unmount();

    const { server } = await renderArea(address, { [ROOT]: listing(LISTING_ITEMS) });
    expect(searchbox()).toHaveValue('crase concordância');
    expect(screen.getByRole('tab', { name: 'Cadernos' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(server.requestsTo('GET', '/bff/questions/folders/base')).toHaveLength(1));
    expect(lastQuery(server)).toMatchObject({ search: 'crase concordância', type: 'NOTEBOOK', page: '1' });
  });

  it('a shared link opens the same folder, search, tab and page; the pages keep the search', async () => {
    const { server } = await renderArea(
      '/cadernos-e-simulados?pasta=base&busca=simulado&tipo=simulados&pagina=2',
      { [ROOT]: listing(LISTING_ITEMS, 'base', 25, 2) },
    );
    expect(searchbox()).toHaveValue('simulado');
    expect(screen.getByRole('tab', { name: 'Simulados' })).toHaveAttribute('aria-selected', 'true');
    const pages = await screen.findByRole('navigation', { name: 'Páginas de Cadernos e Simulados' });
    expect(within(pages).getByText('Página 2 de 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados?pasta=base&busca=simulado&tipo=simulados&pagina=3',
    );
    expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados?pasta=base&busca=simulado&tipo=simulados',
    );
    expect(lastQuery(server)).toMatchObject({ search: 'simulado', type: 'STUDENT_EXAM', page: '2' });
  });

  it('a page past the last one (?pagina=99 of 2) goes back to the first, replacing the address', async () => {
    const { server } = await renderArea('/cadernos-e-simulados?busca=crase&pagina=99', {
      // 15 items, 2 pages: a page past the last one has no items
      [ROOT]: (request: RecordedRequest) => {
        const page = Number(request.query.get('page'));
        return { json: listing(page === 1 ? LISTING_ITEMS : [], 'base', 15, page) };
      },
    });
    const entries = window.history.length;
    const pages = await screen.findByRole('navigation', { name: 'Páginas de Cadernos e Simulados' });
    expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pasta: Direito Constitucional' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nada encontrado para "crase"' })).not.toBeInTheDocument();
    // the search stays; the page leaves the address, which is replaced (the back button does not return to it)
    expect(window.location.search).toBe('?busca=crase');
    expect(window.history.length).toBe(entries);
    expect(
      server.requestsTo('GET', '/bff/questions/folders/base').map((request) => request.query.get('page')),
    ).toEqual(['99', '1']);
  });

  it('an unknown tab or page opens the defaults and never reaches the API', async () => {
    const { server } = await renderArea('/cadernos-e-simulados?tipo=favoritos&pagina=1e1', {
      [ROOT]: listing(LISTING_ITEMS),
    });
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'Itens de Cadernos e Simulados' });
    expect(server.requestsTo('GET', '/bff/questions/folders/base')).toHaveLength(1);
    expect(lastQuery(server)).toMatchObject({ type: '', page: '1' });
  });

  it('another search or tab starts at the first page', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados?pagina=2', {
      [ROOT]: listing(LISTING_ITEMS, 'base', 25, 2),
    });
    await screen.findByRole('navigation', { name: 'Páginas de Cadernos e Simulados' });
    expect(lastQuery(server)).toMatchObject({ page: '2' });
    await user.click(screen.getByRole('tab', { name: 'Pastas' }));
    await waitFor(() => expect(window.location.search).toBe('?tipo=pastas'));
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ type: 'FOLDER', page: '1' }));
  });

  it('typing on another page asks only for the new term’s first page, never the old term’s', async () => {
    const user = userEvent.setup();
    const exam = LISTING_ITEMS.filter((item) => item.id === 201);
    const { server } = await renderArea('/cadernos-e-simulados?busca=crase&pagina=2', {
      [ROOT]: (request: RecordedRequest) =>
        request.query.get('search') === 'simulado'
          ? { json: listing(exam) }
          : { json: listing(LISTING_ITEMS, 'base', 25, Number(request.query.get('page'))) },
    });
    const pages = await screen.findByRole('navigation', { name: 'Páginas de Cadernos e Simulados' });
    expect(within(pages).getByText('Página 2 de 3')).toBeInTheDocument();
    const requests = () =>
      server
        .requestsTo('GET', '/bff/questions/folders/base')
        .map((request) => ({ search: request.query.get('search'), page: request.query.get('page') }));
    expect(requests()).toEqual([{ search: 'crase', page: '2' }]);

    await user.clear(searchbox());
    await user.type(searchbox(), 'simulado');
    // the new term's list: the exam alone, on one page
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Pasta: Direito Constitucional' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Simulado: Simulado PF 2025 — Agente' })).toBeInTheDocument();
    });
    expect(
      screen.queryByRole('navigation', { name: 'Páginas de Cadernos e Simulados' }),
    ).not.toBeInTheDocument();
    expect(window.location.search).toBe('?busca=simulado');
    // nothing else leaves once the text has settled
    await act(() => new Promise((resolve) => setTimeout(resolve, 2 * SEARCH_INPUT_DEBOUNCE_MS)));
    expect(requests()).not.toContainEqual({ search: 'crase', page: '1' });
    expect(requests()).toEqual([
      { search: 'crase', page: '2' },
      { search: 'simulado', page: '1' },
    ]);
  });

  it('a link followed while the text waits opens as the link says; the text is not written after it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados?pasta=base.Direito_Constitucional', {
      'GET /bff/questions/folders/base.Direito_Constitucional': listing(
        [LISTING_ITEMS[1]!],
        'base.Direito_Constitucional',
      ),
      [ROOT]: listing(LISTING_ITEMS),
    });
    await screen.findByRole('link', { name: 'Caderno: Crase e concordância — revisão' });
    await user.type(searchbox(), 'emen');
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    await user.click(within(trail).getByRole('link', { name: 'Cadernos e Simulados' }));
    expect(await screen.findByRole('link', { name: 'Pasta: Direito Constitucional' })).toBeInTheDocument();
    expect(searchbox()).toHaveValue('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 2 * SEARCH_INPUT_DEBOUNCE_MS)));
    expect(window.location.search).toBe('');
    expect(searchbox()).toHaveValue('');
    expect(
      server.requestsTo('GET', '/bff/questions/folders/base').map((request) => request.query.get('search')),
    ).toEqual(['']);
  });

  it('a link to the list without a search empties the field', async () => {
    const user = userEvent.setup();
    await renderArea('/cadernos-e-simulados?pasta=base.Direito_Constitucional&busca=emenda', {
      'GET /bff/questions/folders/base.Direito_Constitucional': listing(
        [LISTING_ITEMS[1]!],
        'base.Direito_Constitucional',
      ),
      [ROOT]: listing(LISTING_ITEMS),
    });
    expect(searchbox()).toHaveValue('emenda');
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    await user.click(within(trail).getByRole('link', { name: 'Cadernos e Simulados' }));
    await waitFor(() => expect(searchbox()).toHaveValue(''));
    expect(window.location.search).toBe('');
  });
});

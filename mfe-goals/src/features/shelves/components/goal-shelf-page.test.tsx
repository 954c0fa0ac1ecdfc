import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { INSS, PF_AGENTE, PF_ESCRIVAO, TJSP, USER_GOALS } from '../../../testing/fixtures';

afterEach(closeTestServers);

const BASE = {
  'GET /bff/goals/userGoals': { data: USER_GOALS },
  'GET /bff/goals/shelves': {
    data: [
      {
        id: 11,
        title: 'Mais procurados',
        description: 'Os objetivos em destaque nesta vertical.',
        goals_count: 2,
        goals: [PF_AGENTE, INSS],
      },
      {
        id: 12,
        title: 'Todos os objetivos',
        description: 'Todos os objetivos da vertical, por área.',
        goals_count: 3,
        goals: [PF_AGENTE, PF_ESCRIVAO, INSS],
      },
    ],
  },
  'GET /bff/goals/shelves/availableFilters': {
    data: {
      classifications: [
        { id: 1, name: 'Polícia' },
        { id: 5, name: 'Previdência' },
      ],
      highlight: true,
    },
  },
  'GET /bff/goals/shelves/12/classifications': {
    data: [
      { id: 1, name: 'Polícia', goals_count: 2 },
      { id: 5, name: 'Previdência', goals_count: 1 },
    ],
  },
};

function shelfAnswer(request: RecordedRequest) {
  const body = request.json as {
    page: number;
    filters: { classification_ids: number[]; highlight: boolean };
  };
  let goals = [PF_AGENTE, PF_ESCRIVAO, INSS];
  if (body.filters.classification_ids.includes(1)) goals = [PF_AGENTE, PF_ESCRIVAO];
  if (body.filters.highlight) goals = goals.filter((goal) => goal.highlight);
  return {
    json: {
      data: { shelf: { id: 12, title: 'Todos os objetivos' }, goals },
      pagination: { page: body.page, per_page: 15, total: goals.length, last_page: 1 },
    },
  };
}

/** The spec 2 §3 search body of shelf 12: the shelf's filters and the forced onlyHasAccess (§5) in filters. */
function shelfBody(classificationIds: number[], highlight: boolean, page = 1) {
  return {
    q: '',
    entity_types: ['goals'],
    shelves: ['12'],
    page,
    per_page: 15,
    filters: { classification_ids: classificationIds, highlight, onlyHasAccess: true },
  };
}

/** Shelf 12 over two pages, whatever the filters: page 1 lists the Agente, page 2 the Escrivão. */
function twoPageShelfAnswer(request: RecordedRequest) {
  const { page } = request.json as { page: number };
  return {
    json: {
      data: {
        shelf: { id: 12, title: 'Todos os objetivos' },
        goals: page === 2 ? [PF_ESCRIVAO] : [PF_AGENTE],
      },
      pagination: { page, per_page: 15, total: 16, last_page: 2 },
    },
  };
}

const shelfRequests = (server: { requestsTo: (method: string, path: string) => RecordedRequest[] }) =>
  server.requestsTo('POST', '/bff/search/v2/goals/shelves/12').map((request) => request.json);

/** POST search/v2/goals/shelves: two pages of one shelf each ('Mais procurados', then 'Tribunais'). */
function shelvesInTwoPages(request: RecordedRequest) {
  const { page } = request.json as { page: number };
  const shelf =
    page === 1
      ? {
          id: 11,
          title: 'Mais procurados',
          description: 'Os destaques.',
          goals_count: 1234,
          goals: [PF_AGENTE, INSS],
        }
      : {
          id: 13,
          title: 'Tribunais',
          description: 'Carreiras dos tribunais.',
          goals_count: 1,
          goals: [TJSP],
        };
  return { json: { data: [shelf], pagination: { page, per_page: 10, total: 11, last_page: 2 } } };
}

describe('goal shelves (/objetivos/estante/{id?})', () => {
  it('lists the shelves of POST search/v2/goals/shelves (onlyHasAccess, 10 a page) with their first goals', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/estante', {
      ...BASE,
      'POST /bff/search/v2/goals/shelves': shelvesInTwoPages,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mais procurados' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver estante Mais procurados' });
    expect(link).toHaveAttribute('href', '/objetivos/estante/11');
    expect(link).toHaveTextContent('Ver todos (1.234 objetivos)');
    expect(screen.getByRole('link', { name: PF_AGENTE.name })).toHaveAttribute('href', '/objetivos/101');
    const pager = screen.getByRole('navigation', { name: 'Páginas de estantes' });
    await user.click(within(pager).getByRole('link', { name: 'Próxima página' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tribunais' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver estante Tribunais' })).toHaveTextContent(
      'Ver todos (1 objetivo)',
    );
    // spec 2 §3 search body; spec 2 §5: onlyHasAccess forced, inside filters
    expect(server.requestsTo('POST', '/bff/search/v2/goals/shelves').map((request) => request.json)).toEqual([
      { q: '', entity_types: ['goals'], page: 1, per_page: 10, filters: { onlyHasAccess: true } },
      { q: '', entity_types: ['goals'], page: 2, per_page: 10, filters: { onlyHasAccess: true } },
    ]);
    expect(server.requestsTo('GET', '/bff/goals/shelves')).toHaveLength(0);
  });

  it('loads a shelf when the pointer rests on its link, and opens it without a loading state', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/estante', {
      ...BASE,
      'POST /bff/search/v2/goals/shelves': {
        data: [
          { id: 12, title: 'Todos os objetivos', description: 'Todos.', goals_count: 3, goals: [PF_AGENTE] },
        ],
        pagination: { page: 1, per_page: 10, total: 1, last_page: 1 },
      },
      'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
    });
    const link = await screen.findByRole('link', { name: 'Ver estante Todos os objetivos' });
    await user.hover(link);
    await waitFor(() => expect(server.requestsTo('POST', '/bff/search/v2/goals/shelves/12')).toHaveLength(1));
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/goals/shelves/12/classifications')).toHaveLength(1),
    );
    expect(server.requestsTo('POST', '/bff/search/v2/goals/shelves/12')[0]!.json).toEqual(
      shelfBody([], false),
    );
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Todos os objetivos' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando estante' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: INSS.name })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/goals/shelves/12')).toHaveLength(1);
  });

  it('shows the shelf’s description and leads to the other shelves of GET /bff/goals/shelves, filters reset', async () => {
    const user = userEvent.setup();
    await renderArea('/objetivos/estante/12', {
      ...BASE,
      'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
      'GET /bff/goals/shelves/11/classifications': { data: [{ id: 1, name: 'Polícia', goals_count: 1 }] },
      'POST /bff/search/v2/goals/shelves/11': {
        data: { shelf: { id: 11, title: 'Mais procurados' }, goals: [PF_AGENTE] },
        pagination: { page: 1, per_page: 15, total: 1, last_page: 1 },
      },
    });
    expect(await screen.findByText('Todos os objetivos da vertical, por área.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Estantes' });
    expect(within(nav).getByRole('link', { name: 'Todos os objetivos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Polícia (2)' }));
    await user.click(within(nav).getByRole('link', { name: 'Mais procurados' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mais procurados' })).toBeInTheDocument();
    expect(await screen.findByText('Os objetivos em destaque nesta vertical.')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Polícia (1)' })).not.toBeChecked();
  });

  it('shows a shelf filtered by its classifications and highlights, always asking onlyHasAccess', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/estante/12', {
      ...BASE,
      'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Todos os objetivos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: INSS.name })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Polícia (2)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: INSS.name })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Somente destaques' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: PF_ESCRIVAO.name })).not.toBeInTheDocument(),
    );
    const list = screen.getByRole('list', { name: 'Objetivos de Todos os objetivos' });
    expect(within(list).getByRole('link', { name: PF_AGENTE.name })).toBeInTheDocument();
    expect(
      server.requestsTo('POST', '/bff/search/v2/goals/shelves/12').map((request) => request.json),
    ).toEqual([shelfBody([], false), shelfBody([1], false), shelfBody([1], true)]);
  });

  it('opens at the areas, the highlights and the page of the address (a reload or a shared link)', async () => {
    const { server } = await renderArea('/objetivos/estante/12?area=1&destaques=1&pagina=2', {
      ...BASE,
      'POST /bff/search/v2/goals/shelves/12': twoPageShelfAnswer,
    });
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Polícia (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Previdência (1)' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Somente destaques' })).toBeChecked();
    const pager = screen.getByRole('navigation', { name: 'Páginas de objetivos' });
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/objetivos/estante/12?area=1&destaques=1',
    );
    expect(shelfRequests(server)).toEqual([shelfBody([1], true, 2)]);
  });

  it('keeps the values of the address it knows, and opens the defaults for the others', async () => {
    const { server } = await renderArea(
      '/objetivos/estante/12?area=policia&area=5&area=-1&area=5&destaques=sim&pagina=0',
      {
        ...BASE,
        'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
      },
    );
    expect(await screen.findByRole('link', { name: INSS.name })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Previdência (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Polícia (2)' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Somente destaques' })).not.toBeChecked();
    expect(shelfRequests(server)).toEqual([shelfBody([5], false)]);
  });

  it('applies only the areas and highlights the shelf offers as boxes, and takes the others out of the address', async () => {
    // the shelf has area 9, but the available filters do not allow it; area 7 is not the shelf's; no highlights
    const { server } = await renderArea('/objetivos/estante/12?area=7&area=1&area=9&destaques=1', {
      ...BASE,
      'GET /bff/goals/shelves/availableFilters': {
        data: {
          classifications: [
            { id: 1, name: 'Polícia' },
            { id: 5, name: 'Previdência' },
          ],
          highlight: false,
        },
      },
      'GET /bff/goals/shelves/12/classifications': {
        data: [
          { id: 1, name: 'Polícia', goals_count: 2 },
          { id: 5, name: 'Previdência', goals_count: 1 },
          { id: 9, name: 'Tribunais', goals_count: 1 },
        ],
      },
      'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
    });
    const entries = window.history.length;
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: INSS.name })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Polícia (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Previdência (1)' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /^Tribunais/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Somente destaques' })).not.toBeInTheDocument();
    // what no box shows leaves the address, in the same history entry
    await waitFor(() => expect(window.location.search).toBe('?area=1'));
    expect(window.history.length).toBe(entries);
    // the search waited for the boxes: the list was never asked with what they do not offer
    expect(shelfRequests(server)).toEqual([shelfBody([1], false)]);
  });

  it('opens unfiltered when no area of the address is the shelf’s, without a search before the areas', async () => {
    const { server } = await renderArea('/objetivos/estante/12?area=7&pagina=1', {
      ...BASE,
      'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
    });
    expect(await screen.findByRole('link', { name: INSS.name })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Polícia (2)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Previdência (1)' })).not.toBeChecked();
    await waitFor(() => expect(window.location.search).toBe('?pagina=1'));
    expect(shelfRequests(server)).toEqual([shelfBody([], false)]);
  });

  it('lists the shelf unfiltered when its areas cannot be loaded, keeping the areas of the address', async () => {
    captureConsoleErrors();
    const { server } = await renderArea('/objetivos/estante/12?area=1', {
      ...BASE,
      'GET /bff/goals/shelves/12/classifications': serverError(),
      'POST /bff/search/v2/goals/shelves/12': shelfAnswer,
    });
    expect(await screen.findByText('Não foi possível carregar as áreas da estante.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: INSS.name })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Polícia/ })).not.toBeInTheDocument();
    expect(shelfRequests(server)).toEqual([shelfBody([], false)]);
    // a failed list proves nothing: a reload may show the area again
    expect(window.location.search).toBe('?area=1');
  });

  it('keeps the areas, the highlights and the page in the address as they change, and after a reload', async () => {
    const user = userEvent.setup();
    const routes = { ...BASE, 'POST /bff/search/v2/goals/shelves/12': twoPageShelfAnswer };
    const first = await renderArea('/objetivos/estante/12', routes);
    await user.click(await screen.findByRole('checkbox', { name: 'Polícia (2)' }));
    await waitFor(() => expect(window.location.search).toBe('?area=1'));
    await user.click(await screen.findByRole('checkbox', { name: 'Somente destaques' }));
    await waitFor(() => expect(window.location.search).toBe('?area=1&destaques=1'));
    const pager = await screen.findByRole('navigation', { name: 'Páginas de objetivos' });
    await user.click(within(pager).getByRole('link', { name: 'Próxima página' }));
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toBeInTheDocument();
    expect(window.location.search).toBe('?area=1&destaques=1&pagina=2');
    // another area starts again at the first page
    await user.click(screen.getByRole('checkbox', { name: 'Previdência (1)' }));
    await waitFor(() => expect(window.location.search).toBe('?destaques=1&area=1&area=5'));
    expect(await screen.findByRole('link', { name: PF_AGENTE.name })).toBeInTheDocument();
    expect(shelfRequests(first.server)).toEqual([
      shelfBody([], false),
      shelfBody([1], false),
      shelfBody([1], true),
      shelfBody([1], true, 2),
      shelfBody([1, 5], true),
    ]);
    first.unmount();

    const { server } = await renderArea(window.location.pathname + window.location.search, routes);
    expect(await screen.findByRole('checkbox', { name: 'Polícia (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Previdência (1)' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Somente destaques' })).toBeChecked();
    await waitFor(() => expect(shelfRequests(server)).toEqual([shelfBody([1, 5], true)]));
  });

  it('keeps the page of the shelves in the address, and opens at it', async () => {
    const user = userEvent.setup();
    const routes = { ...BASE, 'POST /bff/search/v2/goals/shelves': shelvesInTwoPages };
    const first = await renderArea('/objetivos/estante', routes);
    await screen.findByRole('heading', { level: 2, name: 'Mais procurados' });
    const next = within(screen.getByRole('navigation', { name: 'Páginas de estantes' })).getByRole('link', {
      name: 'Próxima página',
    });
    expect(next).toHaveAttribute('href', '/objetivos/estante?pagina=2');
    await user.click(next);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tribunais' })).toBeInTheDocument();
    expect(window.location.search).toBe('?pagina=2');
    first.unmount();

    const { server } = await renderArea('/objetivos/estante?pagina=2', routes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tribunais' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Páginas de estantes' })).getByText('Página 2 de 2'),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/search/v2/goals/shelves').map((request) => request.json)).toEqual([
      { q: '', entity_types: ['goals'], page: 2, per_page: 10, filters: { onlyHasAccess: true } },
    ]);
  });

  it('says a shelf does not exist on a 404', async () => {
    captureConsoleErrors();
    await renderArea('/objetivos/estante/99', {
      ...BASE,
      'GET /bff/goals/shelves/99/classifications': serverError(404),
      'POST /bff/search/v2/goals/shelves/99': serverError(404, 'Estante de objetivos 99 não encontrada.'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estante não encontrada' }),
    ).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { goalsPage, PF_AGENTE, PF_ESCRIVAO, TJSP } from '../../../testing/fixtures';

afterEach(async () => {
  await closeTestServers();
  // the wizard's progress is the student's draft (local storage): each test starts a new wizard
  window.localStorage.clear();
});

const FILTERS = {
  data: {
    classifications: [
      { id: 1, name: 'Polícia' },
      { id: 8, name: 'Tribunais' },
    ],
    highlight: true,
  },
};

function routes(overrides: Record<string, unknown> = {}) {
  const saved: number[] = [];
  return {
    saved,
    routes: {
      'GET /bff/goals/wizardAccessControl': { data: { show_wizard: true } },
      'GET /bff/goals/shelves/availableFilters': FILTERS,
      'GET /bff/goals': (request: RecordedRequest) => ({
        json: goalsPage(request.query.get('parent_id') === '1' ? [PF_AGENTE, PF_ESCRIVAO] : [TJSP]),
      }),
      'GET /bff/goals/userGoals': () => ({
        json: {
          data: saved.map((goalId, index) => ({
            id: index + 1,
            goal_id: goalId,
            goal: goalId === PF_AGENTE.id ? PF_AGENTE : PF_ESCRIVAO,
            created_at: '2025-03-01T12:00:00.000Z',
          })),
        },
      }),
      'POST /bff/goals/userGoals': (request: RecordedRequest) => {
        const goalId = (request.json as { goal_id: number }).goal_id;
        saved.push(goalId);
        return {
          status: 201,
          json: {
            data: {
              id: saved.length,
              goal_id: goalId,
              goal: goalId === PF_AGENTE.id ? PF_AGENTE : PF_ESCRIVAO,
              created_at: '2025-03-01T12:00:00.000Z',
            },
          },
        };
      },
      'GET /bff/performance/goals/favorites': { data: [] },
      ...overrides,
    },
  };
}

/** GET /bff/goals in two pages: PF Agente, then PF Escrivão. */
const GOALS_IN_TWO_PAGES = {
  'GET /bff/goals': (request: RecordedRequest) => ({
    json: request.query.get('page') === '2' ? goalsPage([PF_ESCRIVAO], 2, 2) : goalsPage([PF_AGENTE], 1, 2),
  }),
};

/** The wizard's routes where saving PF_ESCRIVAO is answered once with `failure`, then saved as usual. */
function routesFailingOnce(failure: () => ReturnType<typeof serverError>) {
  let failing = true;
  const { routes: base } = routes();
  const post = base['POST /bff/goals/userGoals'];
  return {
    ...base,
    'POST /bff/goals/userGoals': (request: RecordedRequest) => {
      if (failing && (request.json as { goal_id: number }).goal_id === PF_ESCRIVAO.id) {
        failing = false;
        return failure();
      }
      return post(request);
    },
  };
}

describe('welcome wizard (/objetivos/bem-vindo)', () => {
  it('goes through the steps (area, goals, confirmation), saves the chosen goals and opens the list', async () => {
    const user = userEvent.setup();
    const { routes: all } = routes();
    const { server, platform } = await renderArea('/objetivos/bem-vindo', all);
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa 1 de 3: Área' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Etapa 2 de 3: Objetivos' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    await user.click(screen.getByRole('checkbox', { name: PF_ESCRIVAO.name }));
    expect(server.requestsTo('GET', '/bff/goals')[0]?.query.get('parent_id')).toBe('1');
    expect(server.requestsTo('GET', '/bff/goals')[0]?.query.get('search_type')).toBe('classification');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Etapa 3 de 3: Confirmação' })).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Objetivos escolhidos' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([PF_AGENTE.name, PF_ESCRIVAO.name]);
    await user.click(screen.getByRole('button', { name: 'Salvar objetivos' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Objetivos' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/goals/userGoals').map((request) => request.json)).toEqual([
      { goal_id: PF_AGENTE.id },
      { goal_id: PF_ESCRIVAO.id },
    ]);
    expect(platform.calls.toasts).toContainEqual({
      kind: 'success',
      message: 'Seus objetivos foram salvos.',
    });
  });

  it('keeps the choices on the way back', async () => {
    const user = userEvent.setup();
    await renderArea('/objetivos/bem-vindo', routes().routes);
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('radio', { name: 'Polícia' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('checkbox', { name: PF_AGENTE.name })).toBeChecked();
  });

  it('pages the goals of an area 15 at a time, keeping what was chosen on every page', async () => {
    const user = userEvent.setup();
    const { routes: all } = routes(GOALS_IN_TWO_PAGES);
    const { server } = await renderArea('/objetivos/bem-vindo', all);
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    const pager = screen.getByRole('navigation', { name: 'Páginas de objetivos' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Próxima página' }));
    await user.click(await screen.findByRole('checkbox', { name: PF_ESCRIVAO.name }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Páginas de objetivos' })).getByRole('button', {
        name: 'Página anterior',
      }),
    );
    expect(await screen.findByRole('checkbox', { name: PF_AGENTE.name })).toBeChecked();
    expect(
      server
        .requestsTo('GET', '/bff/goals')
        .map((request) => [request.query.get('page'), request.query.get('per_page')]),
    ).toEqual([
      ['1', '15'],
      ['2', '15'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      within(screen.getByRole('list', { name: 'Objetivos escolhidos' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([PF_AGENTE.name, PF_ESCRIVAO.name]);
  });

  it('keeps the step, the area, the chosen goals and the page across a reload', async () => {
    const user = userEvent.setup();
    const { routes: all } = routes(GOALS_IN_TWO_PAGES);
    const first = await renderArea('/objetivos/bem-vindo', all);
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Páginas de objetivos' })).getByRole('button', {
        name: 'Próxima página',
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: PF_ESCRIVAO.name }));
    first.unmount();

    const { server } = await renderArea('/objetivos/bem-vindo', all);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Etapa 2 de 3: Objetivos' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: PF_ESCRIVAO.name })).toBeChecked();
    const pager = screen.getByRole('navigation', { name: 'Páginas de objetivos' });
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/goals')[0]?.query.get('parent_id')).toBe('1');
    await user.click(within(pager).getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByRole('checkbox', { name: PF_AGENTE.name })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('radio', { name: 'Polícia' })).toBeChecked();
  });

  it('keeps the choices across a sign-in round trip while saving, then saves only what is missing and forgets them', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    const all = routesFailingOnce(() => serverError(401, 'Sessão expirada.', 'UNAUTHORIZED'));
    const first = await renderArea('/objetivos/bem-vindo', all);
    const student = first.platform.session.getUser();
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    await user.click(screen.getByRole('checkbox', { name: PF_ESCRIVAO.name }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar objetivos' }));
    await screen.findByRole('alert');
    // the session ended: signed out, the wizard shows nothing of the student's
    act(() => first.platform.setUser(null));
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa 1 de 3: Área' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Objetivos escolhidos' })).not.toBeInTheDocument();
    first.unmount();

    // signed in again, the wizard opens where the student left it
    const second = await renderArea('/objetivos/bem-vindo', all, { user: student });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Etapa 3 de 3: Confirmação' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Objetivos escolhidos' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([PF_AGENTE.name, PF_ESCRIVAO.name]);
    await user.click(screen.getByRole('button', { name: 'Salvar objetivos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Objetivos' })).toBeInTheDocument();
    expect(second.server.requestsTo('POST', '/bff/goals/userGoals').map((request) => request.json)).toEqual([
      { goal_id: PF_ESCRIVAO.id },
    ]);
    second.unmount();

    // saved: a new visit starts over
    await renderArea('/objetivos/bem-vindo', all, { user: student });
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa 1 de 3: Área' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Polícia' })).not.toBeChecked();
  });

  it('is not shown when wizardAccessControl does not allow it', async () => {
    await renderArea(
      '/objetivos/bem-vindo',
      routes({ 'GET /bff/goals/wizardAccessControl': { data: { show_wizard: false } } }).routes,
    );
    expect(
      await screen.findByRole('heading', { name: 'Seus objetivos já foram escolhidos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus objetivos' })).toHaveAttribute('href', '/objetivos');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('forgets the progress of a wizard that is no longer offered', async () => {
    const user = userEvent.setup();
    let offered = true;
    const all = routes({
      'GET /bff/goals/wizardAccessControl': () => ({ json: { data: { show_wizard: offered } } }),
    }).routes;
    const first = await renderArea('/objetivos/bem-vindo', all);
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('checkbox', { name: PF_AGENTE.name });
    first.unmount();
    const kept = await renderArea('/objetivos/bem-vindo', all);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Etapa 2 de 3: Objetivos' }),
    ).toBeInTheDocument();
    kept.unmount();

    offered = false;
    const second = await renderArea('/objetivos/bem-vindo', all);
    expect(
      await screen.findByRole('heading', { name: 'Seus objetivos já foram escolhidos' }),
    ).toBeInTheDocument();
    second.unmount();

    offered = true;
    await renderArea('/objetivos/bem-vindo', all);
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa 1 de 3: Área' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Polícia' })).not.toBeChecked();
  });

  it('keeps the choices and says why when saving fails, and saves only what is missing on retry', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    const { server } = await renderArea(
      '/objetivos/bem-vindo',
      routesFailingOnce(() => serverError(500, 'Falha ao salvar.', 'SAVE_FAILED')),
    );
    await user.click(await screen.findByRole('radio', { name: 'Polícia' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('checkbox', { name: PF_AGENTE.name }));
    await user.click(screen.getByRole('checkbox', { name: PF_ESCRIVAO.name }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar objetivos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao salvar.');
    expect(screen.getByRole('list', { name: 'Objetivos escolhidos' })).toHaveTextContent(PF_ESCRIVAO.name);
    await user.click(screen.getByRole('button', { name: 'Salvar objetivos' }));
    await screen.findByRole('heading', { level: 1, name: 'Objetivos' });
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/goals/userGoals').map((request) => request.json)).toEqual([
        { goal_id: PF_AGENTE.id },
        { goal_id: PF_ESCRIVAO.id },
        { goal_id: PF_ESCRIVAO.id },
      ]),
    );
  });
});

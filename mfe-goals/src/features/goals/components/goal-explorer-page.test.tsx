import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { goalsPage, INSS, PF_AGENTE, PF_ESCRIVAO, TJSP, USER_GOALS } from '../../../testing/fixtures';

afterEach(async () => {
  await closeTestServers();
  // a name typed but not searched is the student's draft (local storage)
  window.localStorage.clear();
});

/** The body of an explorer request (POST /bff/search/v2/goals-explorer). */
function explorerBody(request: RecordedRequest | undefined): Record<string, unknown> {
  return (request?.json ?? {}) as Record<string, unknown>;
}

function goalsAnswer(request: RecordedRequest) {
  const type = explorerBody(request).search_type;
  const name = explorerBody(request).name as string;
  if (name)
    return {
      json: goalsPage(
        [PF_AGENTE, PF_ESCRIVAO].filter((g) => g.name.toLowerCase().includes(name.toLowerCase())),
      ),
    };
  if (type === 'classification')
    return { json: goalsPage([INSS, PF_AGENTE, PF_ESCRIVAO, TJSP], Number(explorerBody(request).page), 2) };
  return { json: goalsPage([PF_AGENTE, INSS, TJSP]) };
}

const ROUTES = {
  'GET /bff/toggler/key/goal-explorer': { data: { enabled: true, title_side_menu: 'Descubra seu objetivo' } },
  'GET /bff/goals/userGoals': { data: USER_GOALS },
  'POST /bff/search/v2/goals-explorer': goalsAnswer,
  'POST /bff/goals/userGoals': (request: RecordedRequest) => ({
    status: 201,
    json: {
      data: {
        id: 9,
        goal_id: (request.json as { goal_id: number }).goal_id,
        goal: TJSP,
        created_at: '2025-03-05T12:00:00.000Z',
      },
    },
  }),
};

describe('goal explorer', () => {
  it('takes its title from the goal-explorer toggler and shows the highlights first', async () => {
    const { server } = await renderArea('/explorar', ROUTES);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Descubra seu objetivo' }),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Destaques' });
    expect(
      await within(results).findByRole('link', { name: 'TJSP - Escrevente Técnico Judiciário' }),
    ).toHaveAttribute('href', '/objetivos/108');
    const request = server.requestsTo('POST', '/bff/search/v2/goals-explorer')[0];
    expect(explorerBody(request)).toEqual({ search_type: 'highlight', name: '', page: 1, per_page: 15 });
    expect(screen.getByRole('radio', { name: 'Destaques' })).toBeChecked();
  });

  it('uses the default title when the toggler fails', async () => {
    captureConsoleErrors();
    await renderArea('/explorar', { ...ROUTES, 'GET /bff/toggler/key/goal-explorer': serverError() });
    expect(
      await screen.findByRole('link', { name: 'TJSP - Escrevente Técnico Judiciário' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar objetivos' })).toBeInTheDocument();
  });

  it('lists every goal by area with pagination', async () => {
    const { server } = await renderArea('/explorar', ROUTES);
    await screen.findByRole('link', { name: 'TJSP - Escrevente Técnico Judiciário' });

    await userEvent.click(screen.getByRole('radio', { name: 'Todos, por área' }));
    expect(await screen.findByRole('region', { name: 'Todos, por área' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Polícia Federal - Escrivão' })).toBeInTheDocument();
    expect(explorerBody(server.requestsTo('POST', '/bff/search/v2/goals-explorer').at(-1)).search_type).toBe(
      'classification',
    );

    // the page is in the address: the pager is made of links that keep the chosen mode
    const pagination = screen.getByRole('navigation', { name: 'Páginas do explorador' });
    expect(within(pagination).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pagination).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    const next = within(pagination).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/explorar?tipo=areas&pagina=2');
    await userEvent.click(next);
    await waitFor(() =>
      expect(explorerBody(server.requestsTo('POST', '/bff/search/v2/goals-explorer').at(-1)).page).toBe(2),
    );
    expect(window.location.search).toContain('pagina=2');
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    const second = screen.getByRole('navigation', { name: 'Páginas do explorador' });
    expect(within(second).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/explorar?tipo=areas',
    );
    expect(within(second).queryByRole('link', { name: 'Próxima página' })).not.toBeInTheDocument();
  });

  it('searches by name', async () => {
    const { server } = await renderArea('/explorar', ROUTES);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do objetivo' }), 'Federal');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByRole('region', { name: 'Resultados para "Federal"' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Polícia Federal - Escrivão' })).toBeInTheDocument();
    expect(explorerBody(server.requestsTo('POST', '/bff/search/v2/goals-explorer').at(-1)).name).toBe(
      'Federal',
    );
  });

  it('makes a search and a mode steps of the history: back returns to the previous results', async () => {
    await renderArea('/explorar', ROUTES);
    await screen.findByRole('link', { name: 'TJSP - Escrevente Técnico Judiciário' });
    await userEvent.click(screen.getByRole('radio', { name: 'Todos, por área' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do objetivo' }), 'Federal');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('region', { name: 'Resultados para "Federal"' })).toBeInTheDocument();
    expect(window.location.search).toBe('?tipo=areas&busca=Federal');

    window.history.back();
    expect(await screen.findByRole('region', { name: 'Todos, por área' })).toBeInTheDocument();
    expect(window.location.search).toBe('?tipo=areas');
    // the field follows the address once the page has read it
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome do objetivo' })).toHaveValue(''));
    window.history.back();
    expect(await screen.findByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/explorar');
  });

  it('keeps a name typed but not searched across a reload, and forgets it once searched', async () => {
    const user = userEvent.setup();
    const nameField = () => screen.findByRole('textbox', { name: 'Nome do objetivo' });
    const first = await renderArea('/explorar?busca=Federal', ROUTES);
    expect(await nameField()).toHaveValue('Federal');
    await user.type(await nameField(), ' - Agente');
    first.unmount();

    // the same address again: the search made stays, the field shows what was typed after it
    const second = await renderArea('/explorar?busca=Federal', ROUTES);
    expect(await nameField()).toHaveValue('Federal - Agente');
    expect(await screen.findByRole('region', { name: 'Resultados para "Federal"' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toBeInTheDocument();
    expect(
      second.server.requestsTo('POST', '/bff/search/v2/goals-explorer').map((r) => explorerBody(r).name),
    ).toEqual(['Federal']);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByRole('region', { name: 'Resultados para "Federal - Agente"' }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('busca')).toBe('Federal - Agente');
    second.unmount();

    // searched: nothing is left as a draft
    await renderArea('/explorar', ROUTES);
    expect(await nameField()).toHaveValue('');
  });

  it('keeps a name typed but not searched across a sign-in round trip, never showing it signed out', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/explorar', ROUTES);
    const student = platform.session.getUser();
    const nameField = () => screen.findByRole('textbox', { name: 'Nome do objetivo' });
    await user.type(await nameField(), 'Escrivão');
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    expect(await nameField()).toHaveValue('');
    act(() => platform.setUser(student));
    expect(await nameField()).toHaveValue('Escrivão');
  });

  it('adds a goal and offers to remove it afterwards', async () => {
    const { server, platform } = await renderArea('/explorar', ROUTES);
    // already among the student's goals
    expect(
      await screen.findByRole('button', { name: 'Remover Polícia Federal - Agente dos meus objetivos' }),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Adicionar TJSP - Escrevente Técnico Judiciário aos meus objetivos',
      }),
    );

    expect(
      await screen.findByRole('button', {
        name: 'Remover TJSP - Escrevente Técnico Judiciário dos meus objetivos',
      }),
    ).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/goals/userGoals')[0]?.json).toEqual({ goal_id: 108 });
    expect(platform.calls.toasts).toEqual([
      { kind: 'success', message: 'Objetivo adicionado aos seus objetivos.' },
    ]);
  });

  it('shows the empty state and an error with retry', async () => {
    captureConsoleErrors();
    let answer: 'error' | 'empty' = 'error';
    await renderArea('/objetivos/novo-objetivo', {
      ...ROUTES,
      'POST /bff/search/v2/goals-explorer': () =>
        answer === 'error' ? serverError() : { json: goalsPage([]) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Adicionar objetivo' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os objetivos.');
    answer = 'empty';
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Nenhum objetivo encontrado' })).toBeInTheDocument();
  });
});

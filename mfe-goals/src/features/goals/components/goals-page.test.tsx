import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { PF_AGENTE, USER_GOALS } from '../../../testing/fixtures';

afterEach(closeTestServers);

/** 17 of the student's goals ('Objetivo 1' to 'Objetivo 17'): two pages of 15. */
function seventeenGoals() {
  return Array.from({ length: 17 }, (_, index) => ({
    id: index + 1,
    goal_id: 200 + index,
    goal: { ...PF_AGENTE, id: 200 + index, name: `Objetivo ${index + 1}` },
    created_at: '2025-03-01T12:00:00.000Z',
  }));
}

describe('goals page', () => {
  it("lists the student's goals, each opening its page", async () => {
    await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': { data: USER_GOALS },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Objetivos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Meus objetivos' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Polícia Federal - Agente', 'INSS - Técnico do Seguro Social']);
    expect(within(list).getByRole('link', { name: 'Polícia Federal - Agente' })).toHaveAttribute(
      'href',
      '/objetivos/101',
    );
    expect(screen.getByRole('link', { name: 'Adicionar objetivo' })).toHaveAttribute(
      'href',
      '/objetivos/novo-objetivo',
    );
  });

  it('counts a goal’s contents in pt-BR, singular for one and grouped digits for many', async () => {
    await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': {
        data: [
          { ...USER_GOALS[0]!, goal: { ...PF_AGENTE, contents_count: 1 } },
          { ...USER_GOALS[1]!, goal: { ...USER_GOALS[1]!.goal, contents_count: 1234 } },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Meus objetivos' });
    expect(within(list).getByText('Polícia · Destaque · 1 conteúdo')).toBeInTheDocument();
    expect(within(list).getByText('Previdência · Destaque · 1.234 conteúdos')).toBeInTheDocument();
  });

  it('shows the student’s goals 15 a page', async () => {
    const user = userEvent.setup();
    const many = seventeenGoals();
    await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': { data: many },
    });
    const list = await screen.findByRole('list', { name: 'Meus objetivos' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(15);
    const pager = screen.getByRole('navigation', { name: 'Páginas de objetivos' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: 'Próxima página' }));
    expect(
      within(screen.getByRole('list', { name: 'Meus objetivos' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Objetivo 16', 'Objetivo 17']);
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('keeps the page of the student’s goals in the address, and opens at it', async () => {
    const user = userEvent.setup();
    const many = seventeenGoals();
    const routes = {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': { data: many },
    };
    const headings = async () =>
      within(await screen.findByRole('list', { name: 'Meus objetivos' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    const first = await renderArea('/objetivos', routes);
    await screen.findByRole('list', { name: 'Meus objetivos' });
    const next = within(screen.getByRole('navigation', { name: 'Páginas de objetivos' })).getByRole('link', {
      name: 'Próxima página',
    });
    expect(next).toHaveAttribute('href', '/objetivos?pagina=2');
    await user.click(next);
    await waitFor(() => expect(window.location.search).toBe('?pagina=2'));
    first.unmount();

    const second = await renderArea('/objetivos?pagina=2', routes);
    expect(await headings()).toEqual(['Objetivo 16', 'Objetivo 17']);
    const pager = screen.getByRole('navigation', { name: 'Páginas de objetivos' });
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/objetivos',
    );
    second.unmount();

    // a page past the end shows the last one; a page that is not a number, the first
    const third = await renderArea('/objetivos?pagina=9', routes);
    expect(await headings()).toEqual(['Objetivo 16', 'Objetivo 17']);
    third.unmount();
    await renderArea('/objetivos?pagina=dois', routes);
    expect(await headings()).toHaveLength(15);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
  });

  it('removes a goal by its user-goal id and tells the student', async () => {
    const { server, platform } = await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'DELETE /bff/goals/userGoals': { data: { id: 2 } },
    });

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remover INSS - Técnico do Seguro Social dos meus objetivos',
      }),
    );

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'INSS - Técnico do Seguro Social' })).not.toBeInTheDocument(),
    );
    expect(server.requestsTo('DELETE', '/bff/goals/userGoals')[0]?.json).toEqual({ id: 2 });
    expect(platform.calls.toasts).toEqual([
      { kind: 'success', message: 'Objetivo removido dos seus objetivos.' },
    ]);
    expect(screen.getByRole('link', { name: 'Polícia Federal - Agente' })).toBeInTheDocument();
  });

  it('keeps the goal and shows the server message when removing fails', async () => {
    captureConsoleErrors();
    const { platform } = await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'DELETE /bff/goals/userGoals': {
        status: 404,
        json: { error: { message: 'Objetivo 2 não está na sua lista.', tag: 'USER_GOAL_NOT_FOUND' } },
      },
    });

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remover INSS - Técnico do Seguro Social dos meus objetivos',
      }),
    );

    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([
        { kind: 'error', message: 'Objetivo 2 não está na sua lista.' },
      ]),
    );
    expect(screen.getByRole('link', { name: 'INSS - Técnico do Seguro Social' })).toBeInTheDocument();
  });

  it('invites a new student to explore goals', async () => {
    await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': { data: [] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não escolheu um objetivo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar objetivos' })).toHaveAttribute('href', '/explorar');
  });

  it('shows an error with retry', async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    await renderArea('/objetivos', {
      'GET /bff/performance/goals/favorites': { data: [] },
      'GET /bff/goals/userGoals': () => (failing ? serverError() : { json: { data: USER_GOALS } }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus objetivos.');
    expect(errors).toHaveBeenCalledWith('[mfe-goals] getUserGoals falhou', expect.anything());
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Polícia Federal - Agente' })).toBeInTheDocument();
  });

  it('shows the favourite goals of GET /bff/performance/goals/favorites', async () => {
    await renderArea('/objetivos', {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'GET /bff/performance/goals/favorites': {
        data: [
          { id: 7001, name: 'Polícia Federal - Agente', classifications: [{ id: 1, name: 'Direito Penal' }] },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Objetivos favoritos' });
    expect(list).toHaveTextContent('Polícia Federal - Agente · Direito Penal');
    expect(screen.getByRole('link', { name: 'Estantes de objetivos' })).toHaveAttribute(
      'href',
      '/objetivos/estante',
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { goalsPage, PF_AGENTE, PF_ESCRIVAO, USER_GOALS } from '../../../testing/fixtures';

afterEach(async () => {
  await closeTestServers();
  // a term typed but not searched is the student's draft (local storage)
  window.localStorage.clear();
});

describe('goal search results (/objetivos/resultado-pesquisa)', () => {
  it('asks the public goals search (15 a page) and lists what it found', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/resultado-pesquisa?busca=federal', {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'POST /bff/public/search/goals': goalsPage([PF_AGENTE, PF_ESCRIVAO]),
    });
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toHaveAttribute(
      'href',
      '/objetivos/102',
    );
    expect(server.requestsTo('POST', '/bff/public/search/goals')[0]?.json).toEqual({
      q: 'federal',
      page: 1,
      per_page: 15,
    });
    const field = screen.getByRole('textbox', { name: 'Nome do objetivo' });
    await user.clear(field);
    await user.type(field, 'inss{Enter}');
    await screen.findByRole('link', { name: PF_ESCRIVAO.name });
    expect(server.requestsTo('POST', '/bff/public/search/goals').at(-1)?.json).toMatchObject({ q: 'inss' });
  });

  it('pages through the results with links that keep the term in the address', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos/resultado-pesquisa?busca=federal', {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'POST /bff/public/search/goals': (request: RecordedRequest) => {
        const { page } = request.json as { page: number };
        return { json: goalsPage(page === 1 ? [PF_AGENTE] : [PF_ESCRIVAO], page, 2) };
      },
    });
    await screen.findByRole('link', { name: PF_AGENTE.name });
    const pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
    const next = within(pager).getByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/objetivos/resultado-pesquisa?busca=federal&pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: PF_ESCRIVAO.name })).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/public/search/goals').at(-1)?.json).toEqual({
      q: 'federal',
      page: 2,
      per_page: 15,
    });
    const second = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(second).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/objetivos/resultado-pesquisa?busca=federal',
    );
  });

  it('keeps a name typed but not searched across a reload, and forgets it once searched', async () => {
    const user = userEvent.setup();
    const routes = {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'POST /bff/public/search/goals': goalsPage([PF_AGENTE, PF_ESCRIVAO]),
    };
    const field = () => screen.findByRole('textbox', { name: 'Nome do objetivo' });
    const first = await renderArea('/objetivos/resultado-pesquisa?busca=federal&pagina=2', routes);
    await user.clear(await field());
    await user.type(await field(), 'inss');
    first.unmount();

    const second = await renderArea('/objetivos/resultado-pesquisa?busca=federal&pagina=2', routes);
    expect(await field()).toHaveValue('inss');
    await screen.findByRole('link', { name: PF_ESCRIVAO.name });
    expect(second.server.requestsTo('POST', '/bff/public/search/goals').map((r) => r.json)).toEqual([
      { q: 'federal', page: 2, per_page: 15 },
    ]);
    await user.type(await field(), '{Enter}');
    // a new search starts at its first page
    await waitFor(() => expect(window.location.search).toBe('?busca=inss'));
    await waitFor(() =>
      expect(second.server.requestsTo('POST', '/bff/public/search/goals').at(-1)?.json).toEqual({
        q: 'inss',
        page: 1,
        per_page: 15,
      }),
    );
    second.unmount();

    await renderArea('/objetivos/resultado-pesquisa?busca=federal', routes);
    expect(await field()).toHaveValue('federal');
  });

  it('shows another search opened its own term, and the first one again what was typed on it', async () => {
    const user = userEvent.setup();
    const routes = {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'POST /bff/public/search/goals': goalsPage([PF_AGENTE, PF_ESCRIVAO]),
    };
    const field = () => screen.findByRole('textbox', { name: 'Nome do objetivo' });
    const first = await renderArea('/objetivos/resultado-pesquisa?busca=federal', routes);
    await user.clear(await field());
    await user.type(await field(), 'inss');
    first.unmount();

    // another search opened (a link followed, an address typed): its term, not the name typed on the first
    const second = await renderArea('/objetivos/resultado-pesquisa?busca=tribunal', routes);
    expect(await field()).toHaveValue('tribunal');
    second.unmount();

    // the first search again: what was typed on it, still not searched
    await renderArea('/objetivos/resultado-pesquisa?busca=federal', routes);
    expect(await field()).toHaveValue('inss');
  });

  it('keeps what was typed on a search when back and forward leave it and return to it', async () => {
    const user = userEvent.setup();
    await renderArea('/objetivos/resultado-pesquisa?busca=federal', {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'POST /bff/public/search/goals': goalsPage([PF_AGENTE, PF_ESCRIVAO]),
    });
    const field = () => screen.findByRole('textbox', { name: 'Nome do objetivo' });
    await user.clear(await field());
    await user.type(await field(), 'inss{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?busca=inss'));
    await user.type(await field(), ' rj');

    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?busca=federal'));
    // searched from there: nothing typed on it is left
    await waitFor(async () => expect(await field()).toHaveValue('federal'));
    window.history.forward();
    await waitFor(() => expect(window.location.search).toBe('?busca=inss'));
    await waitFor(async () => expect(await field()).toHaveValue('inss rj'));
  });

  it('keeps a name typed but not searched across a sign-in round trip', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/objetivos/resultado-pesquisa', {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
    });
    const student = platform.session.getUser();
    const field = () => screen.findByRole('textbox', { name: 'Nome do objetivo' });
    await user.type(await field(), 'tribunal');
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    expect(await field()).toHaveValue('');
    act(() => platform.setUser(student));
    expect(await field()).toHaveValue('tribunal');
  });

  it('says when nothing was found', async () => {
    await renderArea('/objetivos/resultado-pesquisa?busca=zzz', {
      'GET /bff/goals/userGoals': { data: USER_GOALS },
      'POST /bff/public/search/goals': goalsPage([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum objetivo encontrado para "zzz"' }),
    ).toBeInTheDocument();
  });
});

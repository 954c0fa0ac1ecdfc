import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { goalsPage, PF_AGENTE, PF_ESCRIVAO, USER_GOALS } from '../../../testing/fixtures';

afterEach(closeTestServers);

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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { INSS, PF_AGENTE, PF_ESCRIVAO, USER_GOALS } from '../../../testing/fixtures';

afterEach(closeTestServers);

const BASE = {
  'GET /bff/goals/userGoals': { data: USER_GOALS },
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
  const body = request.json as { classification_ids: number[]; highlight: boolean; page: number };
  let goals = [PF_AGENTE, PF_ESCRIVAO, INSS];
  if (body.classification_ids.includes(1)) goals = [PF_AGENTE, PF_ESCRIVAO];
  if (body.highlight) goals = goals.filter((goal) => goal.highlight);
  return {
    json: {
      data: { shelf: { id: 12, title: 'Todos os objetivos' }, goals },
      pagination: { page: body.page, per_page: 15, total: goals.length, last_page: 1 },
    },
  };
}

describe('goal shelves (/objetivos/estante/{id?})', () => {
  it('lists the shelves of GET /bff/goals/shelves with their first goals', async () => {
    await renderArea('/objetivos/estante', {
      ...BASE,
      'GET /bff/goals/shelves': {
        data: [
          {
            id: 11,
            title: 'Mais procurados',
            description: 'Os destaques.',
            goals_count: 2,
            goals: [PF_AGENTE, INSS],
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mais procurados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver estante Mais procurados' })).toHaveAttribute(
      'href',
      '/objetivos/estante/11',
    );
    expect(screen.getByRole('link', { name: PF_AGENTE.name })).toHaveAttribute('href', '/objetivos/101');
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
    ).toEqual([
      { classification_ids: [], highlight: false, onlyHasAccess: true, page: 1, per_page: 15 },
      { classification_ids: [1], highlight: false, onlyHasAccess: true, page: 1, per_page: 15 },
      { classification_ids: [1], highlight: true, onlyHasAccess: true, page: 1, per_page: 15 },
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

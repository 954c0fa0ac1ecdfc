import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import { goalsPage, PF_AGENTE, USER_GOALS } from '../testing/fixtures';
import { closeTestServers, renderArea } from '../testing/render-area';

afterEach(closeTestServers);

const COUNTS = { cursos: 0, ldi: 0, discursivas: 0, salavip: 0, trails: 0, monitorings: 0, cast: 0 };

const ROUTES = {
  'GET /bff/goals': (request: RecordedRequest) => ({
    json: goalsPage(request.query.get('id') === String(PF_AGENTE.id) ? [PF_AGENTE] : []),
  }),
  'GET /bff/performance/goals/favorites': { data: [] },
  'GET /bff/goals/userGoals': { data: USER_GOALS },
  [`GET /bff/goals/${PF_AGENTE.id}/contents`]: { data: { goal_id: PF_AGENTE.id, counts: COUNTS } },
  [`GET /bff/goals/${PF_AGENTE.id}/contents/cursos`]: goalsPage([]),
};

const goalRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.query.get('id') === String(PF_AGENTE.id));

describe('goals data layer', () => {
  it("fetches a goal's page data when the pointer rests on its link, and opens it without a loading state", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos', ROUTES);
    const link = await screen.findByRole('link', { name: PF_AGENTE.name });
    await user.hover(link);
    await waitFor(() => expect(goalRequests(server.requestsTo('GET', '/bff/goals'))).toHaveLength(1));
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: PF_AGENTE.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando objetivo' })).not.toBeInTheDocument();
    expect(goalRequests(server.requestsTo('GET', '/bff/goals'))).toHaveLength(1);
  });

  it("going back to the student's goals shows them at once from cache and revalidates them once, quietly", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/objetivos', ROUTES);
    await user.click(await screen.findByRole('link', { name: PF_AGENTE.name }));
    await screen.findByRole('heading', { level: 1, name: PF_AGENTE.name });
    const before = server.requestsTo('GET', '/bff/goals/userGoals').length;
    window.history.back();
    expect(await screen.findByRole('link', { name: PF_AGENTE.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando seus objetivos' })).not.toBeInTheDocument();
    // the student's goals are live data: one quiet revalidation on return, no more
    await waitFor(() => expect(server.requestsTo('GET', '/bff/goals/userGoals').length).toBe(before + 1));
  });
});

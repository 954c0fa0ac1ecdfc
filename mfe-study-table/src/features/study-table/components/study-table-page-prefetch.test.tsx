import { screen, waitFor } from '@testing-library/react';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';

// no grid and no cards: whatever the cards would ask for is asked for by the page itself, or not at all
jest.mock('../grid/dashboard-grid', () => ({ __esModule: true, default: () => null }));

afterEach(closeTestServers);

describe('study table page, before its cards mount', () => {
  it("asks for the goal's recommended courses and details once the favourite goals answer, and for the last updates, with the page's own calls", async () => {
    const { server } = await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeInTheDocument();

    await waitFor(() => {
      expect(server.requestsTo('GET', '/bff/study-table/7001/recommended-courses')).toHaveLength(1);
      expect(server.requestsTo('GET', '/bff/study-table/goals/7001/details')).toHaveLength(1);
      expect(server.requestsTo('GET', '/v3/study-table/last-updates')).toHaveLength(1);
    });
  });

  it("asks for the live lists too (keep studying, favourites, recent activities with the address's filters), once each", async () => {
    const { server } = await renderArea(
      '/mesa-de-estudo?atividades-filtro=favoritas&atividades-filtro=concluidas',
      DASHBOARD_ROUTES,
    );

    await waitFor(() => {
      expect(server.requestsTo('GET', '/v3/courses/keep-studying')).toHaveLength(1);
      expect(server.requestsTo('GET', '/bff/study-table/favorites')).toHaveLength(1);
      expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1);
    });
    // the same list the card shows: the filters of the address, each sent as =1
    const [activities] = server.requestsTo('GET', '/v3/study-table/recent-activities');
    expect(Object.fromEntries(activities?.query ?? [])).toEqual({ favorite: '1', complete: '1' });
  });

  it('asks for no goal call for a student without a favourite goal', async () => {
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /bff/performance/goals/favorites': { data: [] },
    });

    // the page has rendered the answers (the favourite goals among them) once the home content shows
    await screen.findByRole('region', { name: 'Novidades em Concursos' }, { timeout: 10_000 });
    expect(server.requestsTo('GET', '/v3/study-table/last-updates')).toHaveLength(1);
    expect(
      server.requests.filter((request) => /recommended-courses|\/goals\/\d+\/details/.test(request.path)),
    ).toHaveLength(0);
  });
});

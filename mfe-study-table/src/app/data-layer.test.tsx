import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent, RankingExam, StudyTableFavorite } from 'shared-contracts';
import { createAreaQueryClient } from 'shared-design-system/area';
import { DASHBOARD_ROUTES, RECENT_ACTIVITIES } from '../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea, serverError } from '../testing/render-area';

afterEach(closeTestServers);
jest.setTimeout(20_000);

const EXAM: RankingExam = {
  id: 301,
  name: 'Polícia Federal - Agente',
  institution: 'CEBRASPE',
  exam_date: '2025-05-18',
  participants: 18342,
  status: 'open',
  submitted: true,
};

const STUDY_TABLE = { ...DASHBOARD_ROUTES, 'GET /v3/study-table/exclusive-courses': { data: [] } };

/** The dashboard (its grid and seven cards) takes longer than a single page to render in jsdom. */
const SLOW = { timeout: 5000 };

const NOTEBOOK_TITLE = 'Direito Constitucional - Direitos Fundamentais';

describe('study table data layer: cache on return', () => {
  it('goes back from a ranking to the list inside the area and shows it at once, without a loading state or a new request', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/rankings', {
      'GET /bff/ranking/exams': { data: [EXAM] },
      'GET /bff/ranking/exam/301': { data: EXAM },
    });
    await user.click(await screen.findByRole('link', { name: EXAM.name }));
    expect(await screen.findByRole('heading', { level: 1, name: EXAM.name })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Ver todos os rankings' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Rankings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EXAM.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando rankings' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/ranking/exams')).toHaveLength(1);
  });

  it('shows the study table at once when the student comes back, and revalidates its live activities once', async () => {
    const queryClient = createAreaQueryClient();
    const first = await renderArea('/mesa-de-estudo', STUDY_TABLE, { queryClient });
    await screen.findByRole('link', { name: NOTEBOOK_TITLE }, SLOW);
    // every part of the page has its answer before the student leaves
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    first.unmount();

    const { server } = await renderArea('/mesa-de-estudo', STUDY_TABLE, { queryClient });
    expect(screen.getByRole('link', { name: NOTEBOOK_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Carregando/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1),
    );
    // the last updates and exclusive courses are still fresh: not asked again
    expect(server.requestsTo('GET', '/v3/study-table/last-updates')).toHaveLength(0);
    expect(server.requestsTo('GET', '/v3/study-table/exclusive-courses')).toHaveLength(0);
    expect(screen.getByRole('link', { name: NOTEBOOK_TITLE })).toBeInTheDocument();
  });
});

describe('study table data layer: errors', () => {
  it('shows the kit error on a live class that failed to load, and "Tentar novamente" loads it again', async () => {
    const errors = captureConsoleErrors();
    const start = Date.now() + 86_400_000;
    const live: LiveEvent = {
      id: 401,
      link_id: 'aula-401',
      title: 'Aulão de Direito Constitucional',
      teacher: 'Renato Borelli',
      description: 'Revisão dos direitos fundamentais.',
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 7_200_000).toISOString(),
      url: 'https://aovivo.exemplo.com.br/aula-401',
    };
    let failing = true;
    const { server } = await renderArea('/mesa-de-estudo/live/aula-401', {
      'GET /v3/calendars-v2/live_events': () => (failing ? serverError() : { json: { data: [live] } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta aula.');
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getLiveEvents falhou', expect.anything());
    const before = server.requestsTo('GET', '/v3/calendars-v2/live_events').length;

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: live.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assistir (abre em nova aba)' })).toHaveAttribute(
      'href',
      live.url,
    );
    expect(server.requestsTo('GET', '/v3/calendars-v2/live_events')).toHaveLength(before + 1);
  });
});

describe('study table data layer: prefetch on intent', () => {
  it("fetches a ranking's data when the pointer rests on its card link, before the click", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/rankings', {
      'GET /bff/ranking/exams': { data: [EXAM] },
      'GET /bff/ranking/exam/301': { data: EXAM },
    });
    const link = await screen.findByRole('link', { name: EXAM.name });
    expect(server.requestsTo('GET', '/bff/ranking/exam/301')).toHaveLength(0);
    await user.hover(link);
    await waitFor(() => expect(server.requestsTo('GET', '/bff/ranking/exam/301')).toHaveLength(1));

    await user.click(link);
    // the ranking opens with its data: no skeleton, and the fresh prefetch is not fetched again
    expect(screen.getByRole('heading', { level: 1, name: EXAM.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando ranking' })).not.toBeInTheDocument();
    // (the facts: the ranking's pages are the same path with ?page)
    expect(
      server.requestsTo('GET', '/bff/ranking/exam/301').filter((r) => !r.query.has('page')),
    ).toHaveLength(1);
  });

  it('asks for the activities in progress when "Ver estudos em andamento" gets focus, before the click', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/mesa-de-estudo', STUDY_TABLE);
    await screen.findByRole('link', { name: NOTEBOOK_TITLE }, SLOW);
    const inProgress = () =>
      server
        .requestsTo('GET', '/v3/study-table/recent-activities')
        .filter((request) => request.query.get('progress') === '1');
    expect(inProgress()).toHaveLength(0);

    const link = screen.getByRole('link', { name: 'Ver estudos em andamento' });
    fireEvent.focus(link);
    await waitFor(() => expect(inProgress()).toHaveLength(1));

    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Estudos em andamento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOTEBOOK_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando atividades recentes' })).not.toBeInTheDocument();
  });
});

describe('study table data layer: bus events', () => {
  it('refetches the recent activities when a notebook is changed elsewhere (notebook-updated)', async () => {
    let title = NOTEBOOK_TITLE;
    const { server, platform } = await renderArea('/mesa-de-estudo', {
      ...STUDY_TABLE,
      'GET /v3/study-table/recent-activities': () => ({
        json: { data: [{ ...RECENT_ACTIVITIES[0], title }] },
      }),
    });
    await screen.findByRole('link', { name: NOTEBOOK_TITLE }, SLOW);
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1);

    title = 'Direito Constitucional - revisado';
    act(() => {
      platform.bus.emit('notebook-updated', { id: 101, name: title });
    });
    expect(
      await screen.findByRole('link', { name: 'Direito Constitucional - revisado' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(2);
    // only the lists of notebooks and exams follow these events
    expect(server.requestsTo('GET', '/v3/study-table/last-updates')).toHaveLength(1);
  });

  it('drops a deleted notebook from the favourites (notebook-deleted)', async () => {
    const notebook: StudyTableFavorite = {
      id: 3,
      title: 'Meu caderno de Português',
      type: 'notebook',
      url: '/cadernos-e-simulados/cadernos/3',
      created_at: '2025-03-04T13:00:00.000Z',
    };
    let favorites = [notebook];
    const { server, platform } = await renderArea('/favoritos', {
      'GET /bff/study-table/favorites': () => ({ json: { data: favorites } }),
    });
    await screen.findByRole('link', { name: notebook.title });

    favorites = [];
    act(() => {
      platform.bus.emit('notebook-deleted', { id: 3 });
    });
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem favoritos' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/study-table/favorites')).toHaveLength(2);
  });
});

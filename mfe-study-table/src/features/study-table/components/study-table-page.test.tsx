import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { DASHBOARD_ROUTES, FAVORITES, KEEP_STUDYING, RECENT_ACTIVITIES } from '../../../testing/fixtures';

afterEach(closeTestServers);

// the whole dashboard (grid and seven cards) renders in each test: slower than a single page in jsdom
jest.setTimeout(20_000);

const SLOW = { timeout: 5000 };

const ROUTES = DASHBOARD_ROUTES;

describe('study table page', () => {
  it('greets the student by first name and shows recent activities with links to open them', async () => {
    await renderArea('/mesa-de-estudo', ROUTES);

    expect(screen.getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Ana! Bons estudos.')).toBeInTheDocument();

    const notebook = await screen.findByRole(
      'link',
      { name: 'Direito Constitucional - Direitos Fundamentais' },
      SLOW,
    );
    expect(notebook).toHaveAttribute('href', '/cadernos-e-simulados/cadernos/101');
    expect(screen.getByRole('link', { name: 'Simulado Polícia Federal - Agente' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/201',
    );

    const card = notebook.closest('article') as HTMLElement;
    expect(within(card).getByText('Caderno · Favorito')).toBeInTheDocument();
    expect(within(card).getByText('Professor: Renato Borelli')).toBeInTheDocument();
    const counters = within(card).getByRole('list', { name: 'Questões' });
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['34 acertos', '11 erros', '15 não respondidas']);
  });

  it('shows last updates and exclusive courses', async () => {
    const { server } = await renderArea('/', ROUTES);

    expect(
      await screen.findByRole(
        'link',
        { name: 'Novo capítulo em Direito Constitucional para Concursos' },
        SLOW,
      ),
    ).toHaveAttribute('href', '/ldi/direito-constitucional-para-concursos');
    expect(screen.getByText('05/03/2025')).toBeInTheDocument();
    const exclusive = await screen.findByRole('region', { name: 'Cursos exclusivos' });
    expect(within(exclusive).getByRole('link', { name: 'Reta Final Polícia Federal' })).toHaveAttribute(
      'href',
      '/todos-os-cursos/reta-final-policia-federal',
    );
    // the page asked for the last updates and the goal's cards ahead of them (issue 12), once: the cards
    // rendered from that answer instead of asking again
    await screen.findByText('Direito Constitucional Esquematizado', {}, SLOW);
    expect(server.requestsTo('GET', '/v3/study-table/last-updates')).toHaveLength(1);
    expect(server.requestsTo('GET', '/bff/study-table/7001/recommended-courses')).toHaveLength(1);
    expect(server.requestsTo('GET', '/bff/study-table/goals/7001/details')).toHaveLength(1);
  });

  it('uses the vertical wording for notebooks (Lista in medicina)', async () => {
    await renderArea('/mesa-de-estudo', ROUTES, { vertical: 'medicina' });
    const notebook = await screen.findByRole(
      'link',
      { name: 'Direito Constitucional - Direitos Fundamentais' },
      SLOW,
    );
    expect(
      within(notebook.closest('article') as HTMLElement).getByText('Lista · Favorito'),
    ).toBeInTheDocument();
  });

  it("mounts the cards with the page's answers to the live lists: one call each per visit, a second visit asks again", async () => {
    const LIVE = [
      '/v3/courses/keep-studying',
      '/bff/study-table/favorites',
      '/v3/study-table/recent-activities',
    ];
    const visit = async (queryClient?: QueryClient) => {
      const rendered = await renderArea('/mesa-de-estudo', ROUTES, queryClient ? { queryClient } : {});
      const recent = await screen.findByRole('region', { name: 'Atividades recentes' }, SLOW);
      await within(recent).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);
      const keep = screen.getByRole('region', { name: 'Continue estudando' });
      await within(keep).findByText(KEEP_STUDYING[0]?.title ?? '', {}, SLOW);
      const favourites = screen.getByRole('region', { name: 'Favoritos' });
      await within(favourites).findByText(FAVORITES[0]?.title ?? '', {}, SLOW);
      // the cards have mounted (their content is in): any call of their own would have left by now
      await new Promise((resolve) => setTimeout(resolve, 100));
      return rendered;
    };

    const first = await visit();
    for (const path of LIVE) expect(first.server.requestsTo('GET', path)).toHaveLength(1);

    // back to the page moments later (the same query client): the lists are live, the page asks again, once
    first.unmount();
    const second = await visit(first.queryClient);
    for (const path of LIVE) expect(second.server.requestsTo('GET', path)).toHaveLength(1);
  });

  it("shows the page's failed answer in the card without asking again (a 403 is never repeated), and its retry asks", async () => {
    let refused = true;
    const { server } = await renderArea('/mesa-de-estudo', {
      ...ROUTES,
      'GET /v3/study-table/recent-activities': () =>
        refused ? { status: 403, json: { message: 'forbidden' } } : { json: { data: RECENT_ACTIVITIES } },
    });
    const recent = await screen.findByRole('region', { name: 'Atividades recentes' }, SLOW);
    const alert = await within(recent).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Não foi possível carregar suas atividades recentes.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(1);

    refused = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(recent).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/study-table/recent-activities')).toHaveLength(2);
  });

  it('shows an empty state for a new student and hides exclusive courses', async () => {
    await renderArea('/mesa-de-estudo', {
      ...ROUTES,
      'GET /v3/study-table/recent-activities': { data: [] },
      'GET /v3/study-table/last-updates': { data: [] },
      'GET /v3/study-table/exclusive-courses': { data: [] },
    });

    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem atividades recentes' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar questões' })).toHaveAttribute('href', '/questoes/buscar');
    expect(await screen.findByText('Nenhuma atualização por enquanto.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cursos exclusivos' })).not.toBeInTheDocument();
  });

  it('degrades each part on its own: recent activities offer a retry, last updates look empty, exclusive courses disappear', async () => {
    const errors = captureConsoleErrors();
    let failing = true;
    const { server } = await renderArea('/mesa-de-estudo', {
      ...ROUTES,
      'GET /v3/study-table/recent-activities': () =>
        failing ? serverError() : { json: { data: RECENT_ACTIVITIES } },
      'GET /v3/study-table/last-updates': serverError(),
      'GET /v3/study-table/exclusive-courses': serverError(503),
    });

    const activities = await screen.findByRole('region', { name: 'Atividades recentes' }, SLOW);
    const alert = await within(activities).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Não foi possível carregar suas atividades recentes.');
    expect(await screen.findByText('Nenhuma atualização por enquanto.')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/study-table/exclusive-courses').length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('region', { name: 'Cursos exclusivos' })).not.toBeInTheDocument();
    for (const service of ['getRecentActivities', 'getLastUpdates', 'getExclusiveCourses']) {
      expect(errors).toHaveBeenCalledWith(`[mfe-study-table] ${service} falhou`, expect.anything());
    }

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ongoing studies page', () => {
  it('asks only for activities in progress', async () => {
    const { server } = await renderArea('/estudos-em-andamento', {
      'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES.slice(0, 1) },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Estudos em andamento' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Direito Constitucional - Direitos Fundamentais' }),
    ).toBeInTheDocument();
    const [request] = server.requestsTo('GET', '/v3/study-table/recent-activities');
    expect(request?.query.get('progress')).toBe('1');
  });

  it('puts the cards right under the page title: their titles are h2, no heading level skipped', async () => {
    await renderArea('/estudos-em-andamento', {
      'GET /v3/study-table/recent-activities': { data: RECENT_ACTIVITIES },
    });

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Direito Constitucional - Direitos Fundamentais',
      }),
    ).toBeInTheDocument();
    // the whole outline, in reading order (axe's heading-order: h1, then the cards' h2, never an h3 first)
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual(['H1 Estudos em andamento', ...RECENT_ACTIVITIES.map((activity) => `H2 ${activity.title}`)]);
  });

  it('explains when nothing is in progress, with the vertical wording', async () => {
    await renderArea(
      '/estudos-em-andamento',
      { 'GET /v3/study-table/recent-activities': { data: [] } },
      { vertical: 'militares' },
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nenhum estudo em andamento' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aqui aparece o que você começou e ainda não terminou em Listas e Simulados.'),
    ).toBeInTheDocument();
  });
});

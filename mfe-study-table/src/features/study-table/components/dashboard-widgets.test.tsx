import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { DASHBOARD_ROUTES, KEEP_STUDYING, RECENT_ACTIVITIES } from '../../../testing/fixtures';

afterEach(closeTestServers);

// the whole dashboard (grid and seven cards) renders in each test: slower than a single page in jsdom
jest.setTimeout(20_000);

const SLOW = { timeout: 5000 };

async function region(name: string) {
  return screen.findByRole('region', { name }, SLOW);
}

/** The recommended course the seeded student has already started, once the card knows it. */
function startedCourseButton(recommended: HTMLElement) {
  return within(recommended).findByRole(
    'button',
    { name: 'Direito Administrativo Completo já está em Continue estudando' },
    SLOW,
  );
}

describe('recent activities on the dashboard', () => {
  it('filters by progress, favourite and complete (each sent as =1)', async () => {
    const { server } = await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    const activities = await region('Atividades recentes');
    await within(activities).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);

    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Favoritas' }));
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Concluídas' }));
    await waitFor(() => {
      const last = server.requestsTo('GET', '/v3/study-table/recent-activities').at(-1);
      expect(last?.query.get('favorite')).toBe('1');
      expect(last?.query.get('complete')).toBe('1');
      expect(last?.query.get('progress')).toBeNull();
    });
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Em andamento' }));
    await waitFor(() =>
      expect(
        server.requestsTo('GET', '/v3/study-table/recent-activities').at(-1)?.query.get('progress'),
      ).toBe('1'),
    );
  });

  it('says when no activity matches the filters', async () => {
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/recent-activities': (request: { query: URLSearchParams }) => ({
        json: { data: request.query.get('complete') ? [] : RECENT_ACTIVITIES },
      }),
    });
    const activities = await region('Atividades recentes');
    await within(activities).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Concluídas' }));
    expect(
      await within(activities).findByRole('heading', {
        level: 3,
        name: 'Nenhuma atividade com esses filtros',
      }),
    ).toBeInTheDocument();
  });

  it('opens with the filters of the address (a reload or a sign-in round trip shows the same list)', async () => {
    const { server } = await renderArea(
      '/mesa-de-estudo?atividades-filtro=favoritas&atividades-filtro=todas',
      DASHBOARD_ROUTES,
    );
    const activities = await region('Atividades recentes');
    await within(activities).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);
    expect(within(activities).getByRole('checkbox', { name: 'Favoritas' })).toBeChecked();
    expect(within(activities).getByRole('checkbox', { name: 'Em andamento' })).not.toBeChecked();
    expect(within(activities).getByRole('checkbox', { name: 'Concluídas' })).not.toBeChecked();
    // the list was asked with the address's filter from the start; the unknown value is no filter
    const asked = server.requestsTo('GET', '/v3/study-table/recent-activities');
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) expect(Object.fromEntries(request.query)).toEqual({ favorite: '1' });
  });

  it('keeps the chosen filters in the address, beside its other parameters', async () => {
    await renderArea('/mesa-de-estudo?utm_source=email', DASHBOARD_ROUTES);
    const activities = await region('Atividades recentes');
    await within(activities).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);

    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Favoritas' }));
    await waitFor(() => expect(window.location.search).toBe('?utm_source=email&atividades-filtro=favoritas'));
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Em andamento' }));
    await waitFor(() =>
      expect(window.location.search).toBe(
        '?utm_source=email&atividades-filtro=em-andamento&atividades-filtro=favoritas',
      ),
    );
    expect(within(activities).getByRole('checkbox', { name: 'Em andamento' })).toBeChecked();
    expect(within(activities).getByRole('checkbox', { name: 'Favoritas' })).toBeChecked();

    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Favoritas' }));
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Em andamento' }));
    await waitFor(() => expect(window.location.search).toBe('?utm_source=email'));
    expect(window.location.pathname).toBe('/mesa-de-estudo');
  });

  it('titles the cards one level under the section: its h2, then an h3 per card', async () => {
    await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    const activities = await region('Atividades recentes');
    await within(activities).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);

    expect(
      within(activities)
        .getAllByRole('heading')
        .map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual(['H2 Atividades recentes', ...RECENT_ACTIVITIES.map((activity) => `H3 ${activity.title}`)]);
  });

  it('hides, favourites and removes an activity, then asks for the list again', async () => {
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'PUT /v3/study-table/recent-activities/:id': { data: RECENT_ACTIVITIES[0] },
      'DELETE /v3/study-table/recent-activities/:id': { data: { id: 201 } },
    });
    const activities = await region('Atividades recentes');
    await within(activities).findByRole('link', { name: RECENT_ACTIVITIES[0]?.title }, SLOW);
    const before = server.requestsTo('GET', '/v3/study-table/recent-activities').length;

    await userEvent.click(
      within(activities).getByRole('button', { name: `Ocultar ${RECENT_ACTIVITIES[0]?.title}` }),
    );
    await waitFor(() =>
      expect(server.requestsTo('PUT', '/v3/study-table/recent-activities/101')[0]?.json).toEqual({
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(server.requestsTo('GET', '/v3/study-table/recent-activities').length).toBeGreaterThan(before),
    );

    const favourite = within(activities).getByRole('button', {
      name: `Favorito: ${RECENT_ACTIVITIES[0]?.title}`,
    });
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(favourite).toHaveTextContent(/^Favorito$/);
    // a decorative icon: the name stays 'Favorito: …'
    expect(favourite.querySelector('svg.lucide-star-off')).toHaveAttribute('aria-hidden', 'true');
    const notFavourite = within(activities).getByRole('button', {
      name: `Favorito: ${RECENT_ACTIVITIES[1]?.title}`,
    });
    expect(notFavourite).toHaveAttribute('aria-pressed', 'false');
    expect(notFavourite).toHaveTextContent(/^Favorito$/);
    expect(notFavourite.querySelector('svg.lucide-star')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(favourite);
    await waitFor(() =>
      expect(server.requestsTo('PUT', '/v3/study-table/recent-activities/101')[1]?.json).toEqual({
        favorite: false,
      }),
    );

    await userEvent.click(
      within(activities).getByRole('button', { name: `Remover ${RECENT_ACTIVITIES[1]?.title}` }),
    );
    await waitFor(() =>
      expect(server.requestsTo('DELETE', '/v3/study-table/recent-activities/201')).toHaveLength(1),
    );
  });

  it('says so when hiding fails and keeps the activity', async () => {
    captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'PUT /v3/study-table/recent-activities/:id': serverError(),
    });
    const activities = await region('Atividades recentes');
    const title = RECENT_ACTIVITIES[0]?.title as string;
    await within(activities).findByRole('link', { name: title }, SLOW);
    await userEvent.click(within(activities).getByRole('button', { name: `Ocultar ${title}` }));
    expect(await within(activities).findByRole('alert')).toHaveTextContent(
      'Não foi possível ocultar a atividade. Tente novamente.',
    );
    expect(within(activities).getByRole('link', { name: title })).toBeInTheDocument();
  });
});

describe('keep studying', () => {
  it('lists the visible courses with their progress and shows the hidden ones on demand', async () => {
    await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    const keep = await region('Continue estudando');
    expect(
      await within(keep).findByRole('link', { name: 'Direito Administrativo Completo' }, SLOW),
    ).toHaveAttribute('href', '/todos-os-cursos/direito-administrativo-completo');
    expect(
      within(keep).getByRole('progressbar', { name: 'Progresso em Direito Administrativo Completo' }),
    ).toHaveAttribute('aria-valuenow', '42');
    expect(within(keep).queryByRole('link', { name: 'Informática Básica' })).not.toBeInTheDocument();

    await userEvent.click(within(keep).getByRole('button', { name: 'Mostrar cursos ocultos (1)' }));
    expect(within(keep).getByRole('link', { name: 'Informática Básica' })).toBeInTheDocument();
    expect(within(keep).getByRole('button', { name: 'Mostrar Informática Básica' })).toBeInTheDocument();
  });

  it('updates, hides, shows and removes a course', async () => {
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /v3/courses/keep-studying': { data: KEEP_STUDYING[0] },
      'DELETE /v3/courses/keep-studying/:id': { data: { id: 501 } },
    });
    const keep = await region('Continue estudando');
    await within(keep).findByRole('link', { name: 'Direito Administrativo Completo' }, SLOW);

    const posted = () => server.requestsTo('POST', '/v3/courses/keep-studying').map((r) => r.json);
    const click = async (name: string, count: number) => {
      await waitFor(() => expect(within(keep).getByRole('button', { name })).toBeEnabled());
      await userEvent.click(within(keep).getByRole('button', { name }));
      await waitFor(() => expect(posted()).toHaveLength(count));
    };
    await click('Mover para o início: Direito Administrativo Completo', 1);
    await click('Ocultar Direito Administrativo Completo', 2);
    await userEvent.click(within(keep).getByRole('button', { name: 'Mostrar cursos ocultos (1)' }));
    await click('Mostrar Informática Básica', 3);
    expect(posted()).toEqual([
      { course_id: 501 },
      { course_id: 501, hidden: true },
      { course_id: 503, hidden: false },
    ]);
    await waitFor(() =>
      expect(
        within(keep).getByRole('button', {
          name: 'Remover Direito Administrativo Completo de Continue estudando',
        }),
      ).toBeEnabled(),
    );
    await userEvent.click(
      within(keep).getByRole('button', {
        name: 'Remover Direito Administrativo Completo de Continue estudando',
      }),
    );
    await waitFor(() => expect(server.requestsTo('DELETE', '/v3/courses/keep-studying/501')).toHaveLength(1));
  });
});

describe('recommended courses, goal and favourites', () => {
  it('asks for 3 courses for the first goal, adds one to keep studying and marks those already started', async () => {
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /v3/courses/keep-studying': { status: 201, json: { data: { ...KEEP_STUDYING[0], id: 601 } } },
    });
    const recommended = await region('Cursos recomendados');
    await within(recommended).findByRole('link', { name: 'Raciocínio Lógico do Zero' }, SLOW);
    expect(server.requestsTo('GET', '/bff/study-table/7001/recommended-courses')[0]?.query.get('limit')).toBe(
      '3',
    );
    expect(await startedCourseButton(recommended)).toBeDisabled();
    await userEvent.click(
      within(recommended).getByRole('button', {
        name: 'Adicionar a Continue estudando: Direito Constitucional Esquematizado',
      }),
    );
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/courses/keep-studying')[0]?.json).toEqual({ course_id: 601 }),
    );
  });

  it("shows the recommended courses before the student's Continue estudando list arrives, their buttons waiting for it", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/courses/keep-studying': async () => {
        await held;
        return { json: { data: KEEP_STUDYING } };
      },
    });
    const recommended = await region('Cursos recomendados');
    await within(recommended).findByRole('link', { name: 'Direito Administrativo Completo' }, SLOW);
    // not known yet whether it is already there: not offered, busy
    const waiting = within(recommended).getByRole('button', {
      name: 'Adicionar a Continue estudando: Direito Administrativo Completo',
    });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await startedCourseButton(recommended)).toBeDisabled();
    expect(
      within(recommended).getByRole('button', {
        name: 'Adicionar a Continue estudando: Direito Constitucional Esquematizado',
      }),
    ).toBeEnabled();
  });

  it('shows nothing recommended when the call fails, and the goal details and favourites', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /bff/study-table/7001/recommended-courses': serverError(),
    });
    const recommended = await region('Cursos recomendados');
    expect(
      await within(recommended).findByText('Nenhuma recomendação para o seu objetivo no momento.', {}, SLOW),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getRecommendedCourses falhou', expect.anything());

    const goal = await region('Seu objetivo');
    expect(await within(goal).findByText('Polícia Federal - Agente', {}, SLOW)).toBeInTheDocument();
    expect(within(goal).getByText('4.801')).toBeInTheDocument();
    expect(within(goal).getByText('16/05/2027')).toBeInTheDocument();
    expect(within(goal).getByRole('link', { name: 'Ver objetivo' })).toHaveAttribute(
      'href',
      '/objetivos/7001',
    );

    const favorites = await region('Favoritos');
    expect(
      await within(favorites).findByRole('link', { name: 'Direito Constitucional para Concursos' }),
    ).toHaveAttribute('href', '/ldi/dc');
    expect(within(favorites).getByRole('link', { name: 'Ver todos os favoritos' })).toHaveAttribute(
      'href',
      '/favoritos',
    );
  });

  it('invites a student without a goal to choose one', async () => {
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /bff/performance/goals/favorites': { data: [] },
    });
    const goal = await region('Seu objetivo');
    expect(within(goal).getByRole('link', { name: 'Escolher objetivo' })).toHaveAttribute(
      'href',
      '/objetivos',
    );
    expect(screen.getByText('Escolha um objetivo para receber recomendações de cursos.')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/study-table/:goalId/recommended-courses')).toHaveLength(0);
  });
});

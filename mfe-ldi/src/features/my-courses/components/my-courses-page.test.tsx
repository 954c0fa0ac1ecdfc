import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseClassification, CourseShelf, LdiCourse } from 'shared-contracts';
import { MY_COURSES } from '../../../testing/fixtures';
import { LIST_FIGURES_ROUTES } from '../../../testing/list-figures-routes';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { GOAL, INCIDENCE_ROUTES, INCIDENCES_PATH } from '../testing/incidence-routes';

afterEach(closeTestServers);

const TABS = [
  { id: 'meus-cursos', title: 'Meus cursos', count: 2 },
  { id: 'favoritos', title: 'Favoritos', count: 1 },
  { id: 'personalizados', title: 'Personalizados', count: 1 },
];
const FAVORITE: LdiCourse = { ...MY_COURSES[1]!, is_my_course: true };
const CUSTOM: LdiCourse = { ...MY_COURSES[0]!, id: 9001, slug: 'meu-plano', title: 'Meu plano de estudos' };
const CATEGORY: CourseClassification = {
  id: 5001,
  name: 'Direito Constitucional',
  slug: 'direito-constitucional',
  children: [],
};
const SHELF: CourseShelf = {
  id: 'mais-estudados',
  title: 'Mais estudados',
  type: 'courses',
  items: [],
  total: 0,
};
const ROUTES = {
  'GET /v3/courses/my-courses': { data: MY_COURSES },
  'GET /bff/courses/my-courses/tabs': { data: TABS },
  'GET /v3/mci/favorites': { data: [FAVORITE] },
  'GET /v3/mci/custom-courses/': { data: [CUSTOM], total: 1 },
  'GET /v3/courses/catalog/classifications': {
    data: [CATEGORY],
    pagination: { page: 1, per_page: 150, total: 1, last_page: 1 },
  },
  'POST /bff/search/v2/courses/shelves': { data: [SHELF] },
  ...LIST_FIGURES_ROUTES,
  ...INCIDENCE_ROUTES,
};
const [FIRST, SECOND] = [MY_COURSES[0]!, MY_COURSES[1]!];
/** The card of a course (an article named by its title). */
const cardOf = (title: string) => screen.findByRole('article', { name: title });
/** The four lookups of the cards' figures. */
const FIGURE_CALLS = [
  ['GET', '/v3/mci/courses-progress'],
  ['GET', '/bff/mci/study_time/courses/time-spent'],
  ['GET', '/bff/mci/courses/estimate_durations'],
  ['POST', '/v3/mci/completed-documents/get'],
] as const;

describe('my courses (/todos-os-cursos)', () => {
  it('shows the lists as tabs with their counts; each tab shows its list', async () => {
    const user = userEvent.setup();
    await renderArea('/todos-os-cursos', ROUTES);
    const tablist = await screen.findByRole('tablist', { name: 'Listas de cursos' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Meus cursos (2)',
      'Favoritos (1)',
      'Personalizados (1)',
      'Destaques',
      'Catálogo por categoria',
      'Catálogo completo',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Meus cursos (2)' });
    expect(await within(panel).findByRole('link', { name: MY_COURSES[0]!.title })).toHaveAttribute(
      'href',
      `/ldi/${MY_COURSES[0]!.slug}`,
    );
    expect(
      within(panel).getByRole('link', { name: `Aulas e marcações de ${MY_COURSES[0]!.title}` }),
    ).toHaveAttribute('href', `/todos-os-cursos/${MY_COURSES[0]!.slug}`);

    await user.click(screen.getByRole('tab', { name: 'Favoritos (1)' }));
    const favorites = screen.getByRole('tabpanel', { name: 'Favoritos (1)' });
    expect(await within(favorites).findByRole('link', { name: FAVORITE.title })).toHaveAttribute(
      'href',
      `/todos-os-cursos/${FAVORITE.slug}`,
    );

    await user.click(screen.getByRole('tab', { name: 'Personalizados (1)' }));
    const custom = screen.getByRole('tabpanel', { name: 'Personalizados (1)' });
    expect(await within(custom).findByRole('link', { name: CUSTOM.title })).toHaveAttribute(
      'href',
      '/ldi-personalizado/meu-plano',
    );
    expect(within(custom).getByRole('link', { name: 'Ver todos os cursos personalizados' })).toHaveAttribute(
      'href',
      '/todos-os-cursos/personalizados',
    );
  });

  it('links the categories and shelves, and searches my courses', async () => {
    const user = userEvent.setup();
    await renderArea('/todos-os-cursos', ROUTES);
    const categories = await screen.findByRole('navigation', { name: 'Categorias' });
    expect(within(categories).getByRole('link', { name: CATEGORY.name })).toHaveAttribute(
      'href',
      '/todos-os-cursos/categorias/direito-constitucional',
    );
    const shelves = await screen.findByRole('navigation', { name: 'Estantes' });
    expect(within(shelves).getByRole('link', { name: 'Mais estudados' })).toHaveAttribute(
      'href',
      '/todos-os-cursos/estante/mais-estudados/courses',
    );
    await user.type(screen.getByRole('textbox', { name: 'Buscar em meus cursos' }), 'direito');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados da busca' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/todos-os-cursos/resultado-pesquisa');
  });

  it('asks for the course list once, even when the tabs answer after it would have', async () => {
    const { server } = await renderArea('/todos-os-cursos', {
      ...ROUTES,
      'GET /bff/courses/my-courses/tabs': { json: { data: TABS }, delayMs: 300 },
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Meus cursos (2)' });
    expect(await within(panel).findByRole('link', { name: MY_COURSES[0]!.title })).toBeInTheDocument();
    // one request: the list is not shown, dropped and asked again when the tabs arrive
    expect(server.requestsTo('GET', '/v3/courses/my-courses')).toHaveLength(1);
    // and so are the figures of its cards
    expect(await within(panel).findByText('Concluído')).toBeInTheDocument();
    for (const [method, path] of FIGURE_CALLS) expect(server.requestsTo(method, path)).toHaveLength(1);
  });

  it('shows the courses in a tab of their own, without categories or shelves, when those fail', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos', {
      ...ROUTES,
      'GET /bff/courses/my-courses/tabs': serverError(),
      'GET /v3/courses/catalog/classifications': serverError(),
      'POST /bff/search/v2/courses/shelves': serverError(),
    });
    expect(await screen.findByRole('link', { name: MY_COURSES[0]!.title })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Meus cursos' });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getMyCoursesTabs falhou', expect.anything()),
    );
    // no counts to show: the student's courses, then the catalogue's tabs
    expect(
      within(screen.getByRole('tablist', { name: 'Listas de cursos' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Meus cursos', 'Destaques', 'Catálogo por categoria', 'Catálogo completo']);
    expect(screen.getByRole('tab', { name: 'Meus cursos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it("shows each card's figures: progress, items done, time spent, estimated duration and 'Concluído'", async () => {
    const errors = captureConsoleErrors();
    const { server } = await renderArea('/todos-os-cursos', ROUTES);
    const first = await cardOf(FIRST.title);
    expect(
      await within(first).findByText('Tempo de estudo: 1h 35min · Duração estimada: 2h 10min'),
    ).toBeVisible();
    expect(within(first).getByText('4 de 10 itens concluídos')).toBeInTheDocument();
    // courses-progress gives the bar its value (the list said 33 %)
    expect(within(first).getByRole('progressbar', { name: `Progresso em ${FIRST.title}` })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(first).queryByText('Concluído')).not.toBeInTheDocument();

    const second = await cardOf(SECOND.title);
    expect(await within(second).findByText('Concluído')).toBeInTheDocument();
    expect(within(second).getByText('9 de 9 itens concluídos')).toBeInTheDocument();
    // half a minute studied is not shown ('0min'); the estimate is
    expect(within(second).getByText('Duração estimada: 1h')).toBeInTheDocument();
    expect(within(second).queryByText(/Tempo de estudo/)).not.toBeInTheDocument();
    expect(within(second).getByRole('progressbar', { name: `Progresso em ${SECOND.title}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );

    // one call each for the whole list, naming the listed courses
    const ids = `${FIRST.id},${SECOND.id}`;
    expect(
      server.requestsTo('GET', '/v3/mci/courses-progress').map((r) => r.query.get('course_ids')),
    ).toEqual([ids]);
    expect(
      server.requestsTo('GET', '/bff/mci/courses/estimate_durations').map((r) => r.query.get('course_ids')),
    ).toEqual([ids]);
    expect(server.requestsTo('GET', '/bff/mci/study_time/courses/time-spent')).toHaveLength(1);
    expect(server.requestsTo('POST', '/v3/mci/completed-documents/get').map((r) => r.json)).toEqual([
      { document_ids: [FIRST.id, SECOND.id] },
    ]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a failed progress or completion lookup only takes its own figures off the cards, and is logged', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos', {
      ...ROUTES,
      'GET /v3/mci/courses-progress': serverError(),
      'POST /v3/mci/completed-documents/get': serverError(),
    });
    const first = await cardOf(FIRST.title);
    expect(
      await within(first).findByText('Tempo de estudo: 1h 35min · Duração estimada: 2h 10min'),
    ).toBeVisible();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesProgress falhou', expect.anything()),
    );
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCompletedDocuments falhou', expect.anything()),
    );
    // the bar keeps the list's own percentage; no items line, no 'Concluído', no error for the list
    expect(within(first).getByRole('progressbar', { name: `Progresso em ${FIRST.title}` })).toHaveAttribute(
      'aria-valuenow',
      String(FIRST.progress),
    );
    expect(screen.queryByText(/itens concluídos/)).not.toBeInTheDocument();
    expect(screen.queryByText('Concluído')).not.toBeInTheDocument();
    expect(within(await cardOf(SECOND.title)).getByText('Duração estimada: 1h')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar seus cursos.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('a failed or malformed time lookup only takes the times off the cards, and is logged', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos', {
      ...ROUTES,
      'GET /bff/mci/study_time/courses/time-spent': serverError(503),
      // a shape the guard refuses: seconds as text
      'GET /bff/mci/courses/estimate_durations': { data: [{ course_id: FIRST.id, seconds: '2h' }] },
    });
    const first = await cardOf(FIRST.title);
    expect(await within(first).findByText('4 de 10 itens concluídos')).toBeInTheDocument();
    expect(await within(await cardOf(SECOND.title)).findByText('Concluído')).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesTimeSpent falhou', expect.anything()),
    );
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesEstimates falhou', expect.anything()),
    );
    expect(screen.queryByText(/Tempo de estudo|Duração estimada/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  describe("the incidence in the student's goal", () => {
    const ACCESS_CALLS = [
      ['GET', '/v3/mci/has-incidences-access'],
      ['GET', `/objetivos/goals/${GOAL.id}/has-incidence-access`],
    ] as const;
    const INCIDENCE_LINE = /Incidência no objetivo/;
    /** The cards are up with their other figures (the incidence comes after the goals and access checks). */
    const cardsWithFigures = async () => {
      const first = await cardOf(FIRST.title);
      expect(await within(first).findByText('4 de 10 itens concluídos')).toBeInTheDocument();
      const second = await cardOf(SECOND.title);
      expect(await within(second).findByText('Concluído')).toBeInTheDocument();
      return { first, second };
    };
    /**
     * Lets an answer that just came reach the page: a lookup it allowed would be sent at once, so a request
     * still absent after this was not going to be made.
     */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

    it('shows each card its incidence in the first goal, from one POST naming the listed courses, sorted', async () => {
      const errors = captureConsoleErrors();
      const { server } = await renderArea('/todos-os-cursos', {
        ...ROUTES,
        // listed in another order: the lookup still names them sorted
        'GET /v3/courses/my-courses': { data: [SECOND, FIRST] },
      });
      const { first, second } = await cardsWithFigures();
      expect(
        await within(first).findByText(`Incidência no objetivo ${GOAL.name}: 77% · 2 assuntos`),
      ).toBeInTheDocument();
      expect(
        within(second).getByText(`Incidência no objetivo ${GOAL.name}: 12% · 1 assunto`),
      ).toBeInTheDocument();
      expect(server.requestsTo('POST', INCIDENCES_PATH).map((request) => request.json)).toEqual([
        { course_ids: [FIRST.id, SECOND.id] },
      ]);
      // no other goal is asked about
      expect(server.requestsTo('POST', '/v3/mci/my-courses/incidences/goals/:goal')).toHaveLength(1);
      expect(server.requestsTo('GET', '/bff/goals/userGoals')).toHaveLength(1);
      for (const [method, path] of ACCESS_CALLS) expect(server.requestsTo(method, path)).toHaveLength(1);
      expect(errors).not.toHaveBeenCalled();
    });

    it('shows 0 % without a subjects count, and nothing for a course the answer leaves out', async () => {
      const { server } = await renderArea('/todos-os-cursos', {
        ...ROUTES,
        [`POST ${INCIDENCES_PATH}`]: {
          data: [{ course_id: FIRST.id, incidence_percentage: 0, subjects_count: 0 }],
        },
      });
      const { first, second } = await cardsWithFigures();
      expect(await within(first).findByText(`Incidência no objetivo ${GOAL.name}: 0%`)).toBeInTheDocument();
      expect(within(second).queryByText(INCIDENCE_LINE)).not.toBeInTheDocument();
      expect(server.requestsTo('POST', INCIDENCES_PATH)).toHaveLength(1);
    });

    it.each([
      ['the student', 'GET /v3/mci/has-incidences-access'],
      ['the goal', `GET /objetivos/goals/${GOAL.id}/has-incidence-access`],
    ])('asks nothing when %s has no incidence access', async (_who, route) => {
      const errors = captureConsoleErrors();
      const { server } = await renderArea('/todos-os-cursos', {
        ...ROUTES,
        [route]: { data: { has_access: false } },
      });
      await cardsWithFigures();
      await waitFor(() => {
        for (const [method, path] of ACCESS_CALLS) expect(server.requestsTo(method, path)).toHaveLength(1);
      });
      await settle();
      expect(screen.queryByText(INCIDENCE_LINE)).not.toBeInTheDocument();
      expect(server.requestsTo('POST', '/v3/mci/my-courses/incidences/goals/:goal')).toHaveLength(0);
      expect(errors).not.toHaveBeenCalled();
    });

    it('asks nothing when the student has no goal', async () => {
      const errors = captureConsoleErrors();
      const { server } = await renderArea('/todos-os-cursos', {
        ...ROUTES,
        'GET /bff/goals/userGoals': { data: [] },
      });
      await cardsWithFigures();
      await waitFor(() => expect(server.requestsTo('GET', '/bff/goals/userGoals')).toHaveLength(1));
      await settle();
      expect(screen.queryByText(INCIDENCE_LINE)).not.toBeInTheDocument();
      for (const [method, path] of ACCESS_CALLS) expect(server.requestsTo(method, path)).toHaveLength(0);
      expect(server.requestsTo('POST', '/v3/mci/my-courses/incidences/goals/:goal')).toHaveLength(0);
      expect(errors).not.toHaveBeenCalled();
    });

    it('a failed lookup only takes the incidence off the cards, is logged and is not retried', async () => {
      const errors = captureConsoleErrors();
      const { server } = await renderArea('/todos-os-cursos', {
        ...ROUTES,
        [`POST ${INCIDENCES_PATH}`]: serverError(503),
      });
      const { first, second } = await cardsWithFigures();
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesIncidences falhou', expect.anything()),
      );
      expect(screen.queryByText(INCIDENCE_LINE)).not.toBeInTheDocument();
      // the rest of the cards works: figures, bar and links
      expect(
        within(first).getByText('Tempo de estudo: 1h 35min · Duração estimada: 2h 10min'),
      ).toBeInTheDocument();
      expect(
        within(second).getByRole('progressbar', { name: `Progresso em ${SECOND.title}` }),
      ).toHaveAttribute('aria-valuenow', '100');
      expect(within(first).getByRole('link', { name: FIRST.title })).toHaveAttribute(
        'href',
        `/ldi/${FIRST.slug}`,
      );
      expect(screen.queryByText('Não foi possível carregar seus cursos.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
      // a POST: neither ky nor the query asks again
      await settle();
      expect(server.requestsTo('POST', INCIDENCES_PATH)).toHaveLength(1);
    });

    it('an answer the guard refuses leaves the incidence out, logged', async () => {
      const errors = captureConsoleErrors();
      await renderArea('/todos-os-cursos', {
        ...ROUTES,
        // the percentage as text
        [`POST ${INCIDENCES_PATH}`]: {
          data: [{ course_id: FIRST.id, incidence_percentage: '77%', subjects_count: 2 }],
        },
      });
      await cardsWithFigures();
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesIncidences falhou', expect.anything()),
      );
      expect(screen.queryByText(INCIDENCE_LINE)).not.toBeInTheDocument();
    });

    it('a failed goals lookup leaves the incidence out without asking for it, logged', async () => {
      const errors = captureConsoleErrors();
      const { server } = await renderArea('/todos-os-cursos', {
        ...ROUTES,
        'GET /bff/goals/userGoals': serverError(),
      });
      await cardsWithFigures();
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith('[mfe-ldi] getUserGoals falhou', expect.anything()),
      );
      await settle();
      expect(screen.queryByText(INCIDENCE_LINE)).not.toBeInTheDocument();
      expect(server.requestsTo('POST', '/v3/mci/my-courses/incidences/goals/:goal')).toHaveLength(0);
    });
  });
});

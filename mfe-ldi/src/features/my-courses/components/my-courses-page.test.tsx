import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseClassification, CourseShelf, LdiCourse } from 'shared-contracts';
import { MY_COURSES } from '../../../testing/fixtures';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

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
};

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
  });

  it('shows the courses alone, without tabs, categories or shelves, when those fail', async () => {
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
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

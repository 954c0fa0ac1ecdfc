import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogCourse, CourseClassification } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';

afterEach(closeTestServers);

const CATEGORIES: CourseClassification[] = [
  {
    id: 5001,
    name: 'Direito Constitucional',
    slug: 'direito-constitucional',
    children: [
      { id: 10011, name: 'Direitos Fundamentais' },
      { id: 10012, name: 'Organização do Estado' },
    ],
  },
];
const COURSE: CatalogCourse = {
  id: 1001,
  slug: 'direito-constitucional-para-concursos',
  title: 'Direito Constitucional para Concursos',
  description: 'Teoria da Constituição e direitos fundamentais.',
  teachers: [{ id: 11, name: 'Renato Borelli' }],
  chapters_count: 3,
  is_my_course: true,
  progress: 33,
  is_favorite: false,
};
const catalog = (data: CatalogCourse[]) => ({
  data,
  pagination: { page: 1, per_page: 45, total: data.length, last_page: 1 },
});
const ROUTES = {
  'GET /v3/courses/catalog/classifications': {
    data: CATEGORIES,
    pagination: { page: 1, per_page: 150, total: 1, last_page: 1 },
  },
  'GET /v3/mci/my-courses/catalog': catalog([COURSE]),
};

describe('course categories (/todos-os-cursos/categorias/{name} and /{name}/{id})', () => {
  it("shows a category's courses (45 a page) and its sub-categories as links", async () => {
    const { server } = await renderArea('/todos-os-cursos/categorias/direito-constitucional', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direito Constitucional' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: COURSE.title })).toBeInTheDocument();
    const subs = screen.getByRole('navigation', { name: 'Subcategorias' });
    expect(screen.getByRole('link', { name: 'Organização do Estado' })).toHaveAttribute(
      'href',
      '/todos-os-cursos/categorias/direito-constitucional/10012',
    );
    expect(subs).toBeInTheDocument();
    const [classifications] = server.requestsTo('GET', '/v3/courses/catalog/classifications');
    expect(Object.fromEntries(classifications!.query)).toEqual({ page: '1', per_page: '150' });
    const [asked] = server.requestsTo('GET', '/v3/mci/my-courses/catalog');
    expect(Object.fromEntries(asked!.query)).toEqual({
      page: '1',
      perPage: '45',
      includeFavorites: 'true',
      filter_type: 'classification',
      'classificationIds[0]': '5001',
    });
  });

  it('narrows to a sub-category, asking both ids', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/categorias/direito-constitucional', ROUTES);
    await user.click(await screen.findByRole('link', { name: 'Organização do Estado' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organização do Estado' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/v3/mci/my-courses/catalog')).toHaveLength(2));
    const asked = server.requestsTo('GET', '/v3/mci/my-courses/catalog')[1]!.query;
    expect(asked.get('classificationIds[0]')).toBe('5001');
    expect(asked.get('classificationIds[1]')).toBe('10012');
  });

  it("pages the sub-category's courses with links to this address", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos/categorias/direito-constitucional/10012', {
      ...ROUTES,
      'GET /v3/mci/my-courses/catalog': (request) => {
        const page = Number(request.query.get('page'));
        return {
          json: {
            data: [{ ...COURSE, title: `Curso da página ${page}` }],
            pagination: { page, per_page: 45, total: 46, last_page: 2 },
          },
        };
      },
    });
    const next = await screen.findByRole('link', { name: 'Próxima página' });
    expect(next).toHaveAttribute('href', '/todos-os-cursos/categorias/direito-constitucional/10012?pagina=2');
    await user.click(next);
    expect(await screen.findByRole('link', { name: 'Curso da página 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/todos-os-cursos/categorias/direito-constitucional/10012',
    );
    expect(server.requestsTo('GET', '/v3/mci/my-courses/catalog').at(-1)?.query.get('page')).toBe('2');
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea(
      '/todos-os-cursos/categorias/direito-constitucional/10012?pagina=99',
      {
        ...ROUTES,
        'GET /v3/mci/my-courses/catalog': (request) => {
          const page = Number(request.query.get('page'));
          return {
            json: {
              data: page > 2 ? [] : [COURSE],
              pagination: { page, per_page: 45, total: 46, last_page: 2 },
            },
          };
        },
      },
    );
    expect(await screen.findByRole('link', { name: COURSE.title })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum curso seu nesta categoria')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/todos-os-cursos/categorias/direito-constitucional/10012',
    );
    expect(
      server.requestsTo('GET', '/v3/mci/my-courses/catalog').map((request) => request.query.get('page')),
    ).toEqual(['99', '1']);
  });

  it('still lists the sub-category courses when the categories fail, without an empty id', async () => {
    const errors = captureConsoleErrors();
    const { server } = await renderArea('/todos-os-cursos/categorias/direito-constitucional/10012', {
      ...ROUTES,
      'GET /v3/courses/catalog/classifications': serverError(),
    });
    expect(await screen.findByText('Não foi possível carregar as categorias.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: COURSE.title })).toBeInTheDocument();
    const asked = server.requestsTo('GET', '/v3/mci/my-courses/catalog')[0]!.query;
    expect([...asked.keys()].filter((key) => key.startsWith('classificationIds'))).toEqual([
      'classificationIds[0]',
    ]);
    expect(asked.get('classificationIds[0]')).toBe('10012');
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCourseClassifications falhou', expect.anything());
  });

  it('says when the student has no course in the category', async () => {
    await renderArea('/todos-os-cursos/categorias/direito-constitucional', {
      ...ROUTES,
      'GET /v3/mci/my-courses/catalog': catalog([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum curso seu nesta categoria' }),
    ).toBeInTheDocument();
  });
});

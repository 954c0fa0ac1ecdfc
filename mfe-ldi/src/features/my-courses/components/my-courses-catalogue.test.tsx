import { screen, waitFor, within } from '@testing-library/react';
import { outsideAct } from 'shared-design-system/testing';
import userEvent from '@testing-library/user-event';
import type { CourseClassification, CourseSearchHit, LdiCourse } from 'shared-contracts';
import type { TestRoutes } from 'shared-contracts/testing';
import { MY_COURSES } from '../../../testing/fixtures';
import { LIST_FIGURES_ROUTES } from '../../../testing/list-figures-routes';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { INCIDENCE_ROUTES } from '../testing/incidence-routes';

afterEach(closeTestServers);

const MINE: LdiCourse = { ...MY_COURSES[0]!, is_my_course: true };
const OTHER: LdiCourse = {
  id: 1005,
  slug: 'informatica-para-concursos',
  title: 'Informática para Concursos',
  description: 'Segurança da informação, redes e pacote Office.',
  teachers: [{ id: 15, name: 'Emannuelle Gouveia' }],
  chapters_count: 3,
  is_my_course: false,
};
const CATEGORIES: CourseClassification[] = [
  { id: 5001, name: 'Direito Constitucional', slug: 'direito-constitucional', children: [] },
  { id: 5005, name: 'Informática', slug: 'informatica', children: [] },
];
const HIT: CourseSearchHit = {
  id: 1007,
  slug: 'discursivas-para-tribunais',
  title: 'Discursivas para Tribunais',
  description: 'Peças e questões discursivas corrigidas.',
  teachers: [{ id: 17, name: 'Carolina Pereira' }],
  has_access: false,
};
const page = (pageNumber: number, lastPage: number, total: number) => ({
  page: pageNumber,
  per_page: 45,
  total,
  last_page: lastPage,
});

/** A server where adding a course to my courses is remembered by every list that shows it. */
function routes(overrides: TestRoutes = {}): TestRoutes {
  const mine = new Set([MINE.id]);
  const withMine = (course: LdiCourse) => ({ ...course, is_my_course: mine.has(course.id) });
  return {
    'GET /bff/courses/my-courses/tabs': { data: [{ id: 'meus-cursos', title: 'Meus cursos', count: 2 }] },
    'GET /v3/courses/my-courses': { data: MY_COURSES },
    'GET /v3/courses/catalog/classifications': { data: [], pagination: page(1, 1, 0) },
    'POST /bff/search/v2/courses/shelves': { data: [] },
    ...LIST_FIGURES_ROUTES,
    ...INCIDENCE_ROUTES,
    'GET /v3/courses/featured': () => ({ json: { data: [MINE, OTHER].map(withMine) } }),
    'POST /v3/courses/my-courses': (request) => {
      mine.add((request.json as { id: number }).id);
      return { status: 201, json: { data: OTHER } };
    },
    'GET /bff/courses/catalog-categorized': {
      data: [
        { id: 5001, name: 'Direito Constitucional', slug: 'direito-constitucional', courses: [MINE] },
        { id: 5009, name: 'Contabilidade', slug: 'contabilidade', courses: [] },
        { id: 5005, name: 'Informática', slug: 'informatica', courses: [OTHER] },
      ],
    },
    'GET /v3/courses/catalog': (request) => {
      const narrowed = request.query.get('classification_ids[0]') === '5005';
      return {
        json: narrowed
          ? { data: [withMine(OTHER)], pagination: page(1, 1, 1) }
          : { data: [withMine(MINE)], pagination: page(Number(request.query.get('page')), 2, 46) },
      };
    },
    'GET /bff/courses/catalog/user-classifications': { data: CATEGORIES },
    'GET /bff/courses/search-service': {
      data: [HIT],
      pagination: { page: 1, per_page: 10, total: 1, last_page: 1 },
    },
    ...overrides,
  };
}

const panel = (name: string) => screen.findByRole('tabpanel', { name });

describe('my courses: highlights (Destaques)', () => {
  it('lists up to 20 highlights, says which are mine, and adds one to my courses', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos', routes());
    await user.click(await screen.findByRole('tab', { name: 'Destaques' }));
    expect(window.location.search).toBe('?aba=destaques');
    const highlights = await within(await panel('Destaques')).findByRole('list', {
      name: 'Cursos em destaque',
    });
    const mine = within(highlights).getByRole('article', { name: MINE.title });
    expect(within(mine).getByRole('link', { name: MINE.title })).toHaveAttribute(
      'href',
      `/todos-os-cursos/${MINE.slug}`,
    );
    expect(within(mine).getByText('Em Meus cursos')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/courses/featured')[0]?.query.get('per_page')).toBe('20');

    const other = within(highlights).getByRole('article', { name: OTHER.title });
    await user.click(within(other).getByRole('button', { name: `Adicionar a Meus cursos: ${OTHER.title}` }));
    expect(await within(other).findByText('Em Meus cursos')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/v3/courses/my-courses')[0]?.json).toEqual({ id: OTHER.id });

    // the list of my courses is asked again when shown, past caches (spec 2 §9)
    await user.click(screen.getByRole('tab', { name: 'Meus cursos (2)' }));
    await waitFor(() => expect(server.requestsTo('GET', '/v3/courses/my-courses')).toHaveLength(2));
    const [first, second] = server.requestsTo('GET', '/v3/courses/my-courses');
    expect(first?.headers['cache-control']).toBeUndefined();
    expect(second?.headers['cache-control']).toBe('no-cache');
  });

  it('says when a course could not be added, and keeps offering it', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(
      '/todos-os-cursos?aba=destaques',
      routes({ 'POST /v3/courses/my-courses': serverError() }),
    );
    const other = await screen.findByRole('article', { name: OTHER.title });
    await user.click(within(other).getByRole('button', { name: `Adicionar a Meus cursos: ${OTHER.title}` }));
    expect(await within(other).findByRole('alert')).toHaveTextContent(
      'Não foi possível adicionar o curso a Meus cursos. Tente novamente.',
    );
    expect(within(other).queryByText('Em Meus cursos')).not.toBeInTheDocument();
  });

  it('a failure of the highlights stays in their tab', async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea('/todos-os-cursos?aba=destaques', routes({ 'GET /v3/courses/featured': serverError() }));
    expect(
      await within(await panel('Destaques')).findByText('Não foi possível carregar os cursos em destaque.'),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getFeaturedCourses falhou', expect.anything());
    await user.click(screen.getByRole('tab', { name: 'Meus cursos (2)' }));
    expect(
      await within(await panel('Meus cursos (2)')).findByRole('link', { name: MINE.title }),
    ).toBeVisible();
  });
});

describe('my courses: the catalogue by category', () => {
  it('shows each category with its courses, leaving out empty ones', async () => {
    const user = userEvent.setup();
    await renderArea('/todos-os-cursos', routes());
    await user.click(await screen.findByRole('tab', { name: 'Catálogo por categoria' }));
    const tab = await panel('Catálogo por categoria');
    const law = await within(tab).findByRole('region', { name: 'Direito Constitucional' });
    expect(within(law).getByRole('link', { name: MINE.title })).toBeInTheDocument();
    const computing = within(tab).getByRole('region', { name: 'Informática' });
    expect(
      within(computing).getByRole('button', { name: `Adicionar a Meus cursos: ${OTHER.title}` }),
    ).toBeInTheDocument();
    expect(within(tab).queryByRole('region', { name: 'Contabilidade' })).not.toBeInTheDocument();
  });

  it('says when the catalogue by category cannot be loaded', async () => {
    captureConsoleErrors();
    await renderArea(
      '/todos-os-cursos?aba=por-categoria',
      routes({ 'GET /bff/courses/catalog-categorized': serverError() }),
    );
    expect(
      await screen.findByText('Não foi possível carregar o catálogo por categoria.'),
    ).toBeInTheDocument();
  });
});

describe('my courses: the whole catalogue (Catálogo completo)', () => {
  it('lists the catalogue 45 a page, with links to the next page', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos', routes());
    await user.click(await screen.findByRole('tab', { name: 'Catálogo completo' }));
    const tab = await panel('Catálogo completo');
    expect(await within(tab).findByRole('link', { name: MINE.title })).toBeInTheDocument();
    const [first] = server.requestsTo('GET', '/v3/courses/catalog');
    expect(first?.query.get('per_page')).toBe('45');
    expect(first?.query.get('page')).toBe('1');
    const pages = within(tab).getByRole('navigation', { name: 'Páginas do catálogo' });
    expect(within(pages).getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Próxima página' }));
    expect(await within(await panel('Catálogo completo')).findByText('Página 2 de 2')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/courses/catalog').at(-1)?.query.get('page')).toBe('2');
    expect(new URLSearchParams(window.location.search).get('aba')).toBe('catalogo');
  });

  it("narrows the catalogue by the student's categories", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos?aba=catalogo', routes());
    const categories = await screen.findByRole('group', { name: 'Categorias' });
    await user.click(within(categories).getByRole('checkbox', { name: 'Informática' }));
    const tab = await panel('Catálogo completo');
    expect(await within(tab).findByRole('link', { name: OTHER.title })).toBeInTheDocument();
    expect(within(tab).queryByRole('link', { name: MINE.title })).not.toBeInTheDocument();
    const last = server.requestsTo('GET', '/v3/courses/catalog').at(-1);
    expect(last?.query.get('classification_ids[0]')).toBe('5005');
    expect(last?.query.get('per_page')).toBe('45');
    expect(new URLSearchParams(window.location.search).getAll('categoria')).toEqual(['5005']);
  });

  it('shows a category checked as soon as its click returns, not a render later, and adds a history entry', async () => {
    await renderArea('/todos-os-cursos?aba=catalogo&pagina=2', routes());
    const tab = await panel('Catálogo completo');
    expect(await within(tab).findByText('Página 2 de 2')).toBeInTheDocument();
    const box = within(await within(tab).findByRole('group', { name: 'Categorias' })).getByRole('checkbox', {
      name: 'Informática',
    });
    const restoreAct = outsideAct();
    try {
      box.click();
      expect(box).toBeChecked();
      expect(await within(tab).findByRole('link', { name: OTHER.title })).toBeInTheDocument();
      // the page goes back to the first with the new category
      expect(window.location.search).toBe('?aba=catalogo&categoria=5005');
      expect(box).toBeChecked();
      window.history.back();
      await waitFor(() => expect(box).not.toBeChecked());
      expect(window.location.search).toBe('?aba=catalogo&pagina=2');
    } finally {
      restoreAct();
    }
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea(
      '/todos-os-cursos?aba=catalogo&pagina=99',
      routes({
        'GET /v3/courses/catalog': (request) => {
          const asked = Number(request.query.get('page'));
          return { json: { data: asked > 2 ? [] : [MINE], pagination: page(asked, 2, 46) } };
        },
      }),
    );
    const tab = await panel('Catálogo completo');
    expect(await within(tab).findByRole('link', { name: MINE.title })).toBeInTheDocument();
    expect(within(tab).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(tab).queryByText('Nenhum curso publicado')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?aba=catalogo');
    expect(
      server.requestsTo('GET', '/v3/courses/catalog').map((request) => request.query.get('page')),
    ).toEqual(['99', '1']);
  });

  it('goes back to the first page of a search when the address asks a page past its last one', async () => {
    const { server } = await renderArea(
      '/todos-os-cursos?aba=catalogo&busca=tribunais&pagina=5',
      routes({
        'GET /bff/courses/search-service': (request) => {
          const asked = Number(request.query.get('page'));
          return {
            json: {
              data: asked > 1 ? [] : [HIT],
              pagination: { page: asked, per_page: 10, total: 1, last_page: 1 },
            },
          };
        },
      }),
    );
    expect(await screen.findByRole('link', { name: HIT.title })).toBeInTheDocument();
    expect(screen.queryByText('Nenhum curso encontrado para "tribunais"')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?aba=catalogo&busca=tribunais');
    expect(
      server.requestsTo('GET', '/bff/courses/search-service').map((request) => request.query.get('page')),
    ).toEqual(['5', '1']);
  });

  it('searches the whole catalogue, then clears the search', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/todos-os-cursos?aba=catalogo', routes());
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar no catálogo' }), ' tribunais ');
    await user.click(screen.getByRole('button', { name: 'Buscar cursos' }));
    expect(await screen.findByText('1 curso encontrado para "tribunais"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HIT.title })).toHaveAttribute(
      'href',
      `/todos-os-cursos/${HIT.slug}`,
    );
    const [search] = server.requestsTo('GET', '/bff/courses/search-service');
    expect(Object.fromEntries(search!.query)).toEqual({ q: 'tribunais', page: '1', per_page: '10' });
    expect(screen.queryByRole('group', { name: 'Categorias' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByRole('group', { name: 'Categorias' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar no catálogo' })).toHaveValue('');
    expect(screen.getByRole('link', { name: MINE.title })).toBeInTheDocument();
  });

  it('keeps a term typed but not searched across a reload, and forgets it once searched', async () => {
    const user = userEvent.setup();
    const field = () => screen.findByRole('searchbox', { name: 'Buscar no catálogo' });
    const first = await renderArea('/todos-os-cursos?aba=catalogo', routes());
    await user.type(await field(), 'tribun');
    first.unmount();

    const second = await renderArea('/todos-os-cursos?aba=catalogo', routes());
    expect(await field()).toHaveValue('tribun');
    // not searched: the catalogue with its categories
    expect(await screen.findByRole('group', { name: 'Categorias' })).toBeInTheDocument();
    await user.type(await field(), 'ais');
    await user.click(screen.getByRole('button', { name: 'Buscar cursos' }));
    expect(await screen.findByText('1 curso encontrado para "tribunais"')).toBeInTheDocument();
    expect(await field()).toHaveValue('tribunais');
    second.unmount();

    // searched: the catalogue's field is empty again
    await renderArea('/todos-os-cursos?aba=catalogo', routes());
    expect(await field()).toHaveValue('');
  });

  it('says when the search finds nothing', async () => {
    const user = userEvent.setup();
    await renderArea(
      '/todos-os-cursos?aba=catalogo',
      routes({
        'GET /bff/courses/search-service': {
          data: [],
          pagination: { page: 1, per_page: 10, total: 0, last_page: 1 },
        },
      }),
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar no catálogo' }), 'astronomia');
    await user.click(screen.getByRole('button', { name: 'Buscar cursos' }));
    expect(await screen.findByText('Nenhum curso encontrado para "astronomia"')).toBeInTheDocument();
  });

  it('a failure of the categories degrades only the filter', async () => {
    const errors = captureConsoleErrors();
    await renderArea(
      '/todos-os-cursos?aba=catalogo',
      routes({ 'GET /bff/courses/catalog/user-classifications': serverError() }),
    );
    expect(
      await screen.findByText('Não foi possível carregar as categorias do catálogo.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: MINE.title })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getUserClassifications falhou', expect.anything());
  });

  it('a failure of the catalogue keeps its filter and search', async () => {
    captureConsoleErrors();
    await renderArea('/todos-os-cursos?aba=catalogo', routes({ 'GET /v3/courses/catalog': serverError() }));
    expect(await screen.findByText('Não foi possível carregar o catálogo de cursos.')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Categorias' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar no catálogo' })).toBeInTheDocument();
  });
});

describe("my courses: a product's courses (?produto=)", () => {
  it('lists the courses of the product above the lists', async () => {
    const { server } = await renderArea(
      '/todos-os-cursos?produto=1004',
      routes({ 'GET /v3/courses': { data: [MINE, OTHER] } }),
    );
    const product = await screen.findByRole('region', { name: 'Cursos do produto' });
    expect(await within(product).findByRole('link', { name: MINE.title })).toBeInTheDocument();
    expect(
      within(product).getByRole('button', { name: `Adicionar a Meus cursos: ${OTHER.title}` }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/courses')[0]?.query.get('ecommerce_item_id')).toBe('1004');
    expect(
      await within(await panel('Meus cursos (2)')).findByRole('link', { name: MINE.title }),
    ).toBeVisible();
  });

  it('a failure stays in its section', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/todos-os-cursos?produto=1004', routes({ 'GET /v3/courses': serverError() }));
    const product = await screen.findByRole('region', { name: 'Cursos do produto' });
    expect(
      await within(product).findByText('Não foi possível carregar os cursos deste produto.'),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesByProduct falhou', expect.anything());
    expect(
      await within(await panel('Meus cursos (2)')).findByRole('link', { name: MINE.title }),
    ).toBeVisible();
  });

  it('an address without a product id shows no product and asks nothing', async () => {
    const { server } = await renderArea('/todos-os-cursos?produto=pacote', routes());
    expect(
      await within(await panel('Meus cursos (2)')).findByRole('link', { name: MINE.title }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Cursos do produto' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/courses')).toHaveLength(0);
  });
});

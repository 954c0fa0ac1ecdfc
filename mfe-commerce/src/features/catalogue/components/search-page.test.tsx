import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

// typing and several round trips per test on a loaded machine
jest.setTimeout(30_000);

afterEach(async () => {
  await closeTestServers();
  // a term typed but not searched is the student's draft (local storage)
  window.localStorage.clear();
});

it('searches the catalogue from the search box and shows what was found, or that nothing was', async () => {
  const user = userEvent.setup();
  await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Curso qualquer' })]),
    'GET /bff/public/catalogs/search-version': { data: { search_v2_enabled: false } },
    'GET /bff/public/ecommerce/search/:term': (request) =>
      request.path.endsWith(encodeURIComponent('polícia'))
        ? { json: aCatalogPage([aProduct({ name: 'Pacote Polícia Federal' })]) }
        : { json: aCatalogPage([]) },
  });

  await user.type(screen.getByRole('searchbox', { name: 'Buscar cursos' }), 'polícia');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Resultados para “polícia”' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Pacote Polícia Federal' })).toBeInTheDocument();
  // the results come right under the page's h1: their names are h2, no heading level skipped
  expect(
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
  ).toEqual(['H1 Resultados para “polícia”', 'H2 Pacote Polícia Federal']);

  await user.clear(screen.getByRole('searchbox', { name: 'Buscar cursos' }));
  await user.type(screen.getByRole('searchbox', { name: 'Buscar cursos' }), 'astronauta');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByRole('heading', { name: 'Nenhum curso encontrado' })).toBeInTheDocument();
});

describe('a term typed but not searched is kept (the student’s draft)', () => {
  const routes = {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Curso qualquer' })]),
    'GET /bff/public/catalogs/search-version': { data: { search_v2_enabled: false } },
    'GET /bff/public/ecommerce/search/:term': aCatalogPage([aProduct({ name: 'Pacote Polícia Federal' })]),
  };
  const field = () => screen.findByRole('searchbox', { name: 'Buscar cursos' });

  it('across a reload of the results, per search shown, until it is searched', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/cursos/busca/portugues', routes);
    await user.clear(await field());
    await user.type(await field(), 'políc');
    first.unmount();

    // another search shown has its own field
    const other = await renderArea('/cursos/busca/direito', routes);
    expect(await field()).toHaveValue('direito');
    other.unmount();

    const second = await renderArea('/cursos/busca/portugues', routes);
    expect(await field()).toHaveValue('políc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resultados para “portugues”' }),
    ).toBeInTheDocument();
    await user.type(await field(), 'ia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados para “polícia”' }),
    ).toBeInTheDocument();
    expect(await field()).toHaveValue('polícia');
    second.unmount();

    // searched: the draft is done with, the term of the address shows again
    await renderArea('/cursos/busca/portugues', routes);
    expect(await field()).toHaveValue('portugues');
  });

  it('on the catalogue, across a reload and a sign-in round trip', async () => {
    const user = userEvent.setup();
    const first = await renderArea('/cursos', routes);
    await user.type(await field(), 'tribunal');
    first.unmount();

    const { platform } = await renderArea('/cursos', routes);
    expect(await field()).toHaveValue('tribunal');
    const student = platform.session.getUser();
    // the session ends (a 401) and the student signs in again
    act(() => platform.setUser(null));
    expect(await field()).toHaveValue('');
    act(() => platform.setUser(student));
    expect(await field()).toHaveValue('tribunal');
  });
});

describe('the search version decides which search answers', () => {
  it('v1 (search_v2_enabled false): GET /bff/public/ecommerce/search/{term}', async () => {
    const { server } = await renderArea('/cursos/busca/portugues', {
      'GET /bff/public/catalogs/search-version': { data: { search_v2_enabled: false } },
      'GET /bff/public/ecommerce/search/:term': aCatalogPage([aProduct({ name: 'Português v1' })]),
    });
    expect(await screen.findByRole('heading', { name: 'Português v1' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/catalogs/v1/:id')).toHaveLength(0);
  });

  it('v2: the term paged through the catalogue tree (GET /bff/catalogs/v1/{root}?search_term)', async () => {
    const found = aProduct({ id: 31, name: 'Português v2' });
    const { server } = await renderArea('/cursos/busca/portugues?page=2', {
      'GET /bff/public/catalogs/search-version': { data: { search_v2_enabled: true } },
      'GET /bff/catalogs/v1/:id': {
        data: [
          { id: 6, name: 'Disciplinas Básicas', slug: 'basicas', parent_id: 8, products: [found] },
          { id: 4, name: 'Tribunais', slug: 'tribunais', parent_id: 8, products: [found] },
        ],
        meta: { page: 2, per_page: 16, total: 40 },
      },
    });
    const list = await screen.findByRole('list', { name: 'Cursos encontrados para portugues' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Português v2' })).toBeInTheDocument();
    const request = server.requestsTo('GET', '/bff/catalogs/v1/:id')[0];
    expect(request?.path).toBe('/bff/catalogs/v1/8');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      page: '2',
      per_page: '16',
      should_paginate_search_term: 'true',
      search_term: 'portugues',
    });
    expect(server.requestsTo('GET', '/bff/public/ecommerce/search/:term')).toHaveLength(0);
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
      'href',
      '/cursos/busca/portugues?page=3',
    );
  });

  it('falls back to v1 when the search version fails', async () => {
    captureConsoleErrors();
    await renderArea('/cursos/busca/portugues', {
      'GET /bff/public/catalogs/search-version': { status: 500, json: {} },
      'GET /bff/public/ecommerce/search/:term': aCatalogPage([aProduct({ name: 'Português v1' })]),
    });
    expect(await screen.findByRole('heading', { name: 'Português v1' })).toBeInTheDocument();
  });
});

it("v2 looks through one category chosen among the store's (GET /bff/catalogs/{id} names it)", async () => {
  const found = aProduct({ id: 32, name: 'Português para Tribunais' });
  const node = (id: number, name: string) => ({ id, name, slug: `c-${id}`, parent_id: 8, products: [] });
  const { server } = await renderArea('/cursos/busca/portugues?categoria=4', {
    'GET /bff/public/catalogs/search-version': { data: { search_v2_enabled: true } },
    'GET /bff/catalogs/v1/:parentId/:id/children': {
      data: [node(2, 'Carreiras Policiais'), node(4, 'Tribunais')],
      meta: { page: 1, per_page: 2, total: 2 },
    },
    'GET /bff/catalogs/:id': { data: node(4, 'Tribunais') },
    'GET /bff/catalogs/v1/:id': {
      data: [{ ...node(4, 'Tribunais'), products: [found] }],
      meta: { page: 1, per_page: 16, total: 1 },
    },
  });
  expect(await screen.findByRole('heading', { name: 'Português para Tribunais' })).toBeInTheDocument();
  expect(await screen.findByText('Buscando em Tribunais')).toBeInTheDocument();
  const filter = screen.getByRole('navigation', { name: 'Buscar em' });
  expect(within(filter).getByRole('link', { name: 'Tribunais' })).toHaveAttribute('aria-current', 'page');
  expect(within(filter).getByRole('link', { name: 'Carreiras Policiais' })).toHaveAttribute(
    'href',
    '/cursos/busca/portugues?categoria=2',
  );
  expect(within(filter).getByRole('link', { name: 'Todas as categorias' })).toHaveAttribute(
    'href',
    '/cursos/busca/portugues',
  );
  expect(server.requestsTo('GET', '/bff/catalogs/v1/:id')[0]?.path).toBe('/bff/catalogs/v1/4');
  expect(server.requestsTo('GET', '/bff/catalogs/:id')[0]?.path).toBe('/bff/catalogs/4');
});

import { screen, waitFor, within } from '@testing-library/react';
import { aCatalogPage, aProduct } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';

jest.setTimeout(30_000);

afterEach(closeTestServers);

const node = (id: number, name: string, slug: string) => ({ id, name, slug, parent_id: 8, products: [] });
const plan = aProduct({ id: 1001, name: 'Assinatura Anual', slug: 'assinatura-anual' });
const plan2 = aProduct({ id: 1002, name: 'Assinatura Bianual', slug: 'assinatura-bianual' });

it("links the store's categories (GET /bff/catalogs/v1/0/8/children) and shows the first one's shelf (GET products_shelf/{slug})", async () => {
  const { server } = await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Curso qualquer' })]),
    'GET /bff/catalogs/v1/:parentId/:id/children': {
      data: [node(1, 'Assinaturas', 'assinaturas'), node(2, 'Carreiras Policiais', 'carreiras-policiais')],
      meta: { page: 1, per_page: 2, total: 2 },
    },
    'GET /bff/public/ecommerce/products_shelf/:slug': {
      data: { id: 1, name: 'Assinaturas', slug: 'assinaturas', products: [plan, plan2] },
    },
  });
  const nav = await screen.findByRole('navigation', { name: 'Categorias' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/cursos/assinaturas', '/cursos/carreiras-policiais']);
  expect(server.requestsTo('GET', '/bff/catalogs/v1/:parentId/:id/children')[0]?.path).toBe(
    '/bff/catalogs/v1/0/8/children',
  );
  const shelf = await screen.findByRole('region', { name: 'Destaques: Assinaturas' });
  const cards = within(shelf).getByRole('list', { name: 'Destaques de Assinaturas' });
  expect(within(cards).getByRole('heading', { name: 'Assinatura Anual' })).toBeInTheDocument();
  expect(within(cards).getByRole('heading', { name: 'Assinatura Bianual' })).toBeInTheDocument();
  expect(within(shelf).getByRole('link', { name: 'Ver todos de Assinaturas' })).toHaveAttribute(
    'href',
    '/cursos/assinaturas',
  );
  expect(server.requestsTo('GET', '/bff/public/ecommerce/products_shelf/:slug')[0]?.path).toBe(
    '/bff/public/ecommerce/products_shelf/assinaturas',
  );
  // the shelf's cards are h3 under its h2; the catalogue's own cards come right under the page's h1, as h2
  await screen.findByRole('heading', { level: 2, name: 'Curso qualquer' });
  expect(
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
  ).toEqual([
    'H1 Cursos',
    'H2 Destaques: Assinaturas',
    'H3 Assinatura Anual',
    'H3 Assinatura Bianual',
    'H2 Curso qualquer',
  ]);
});

it('shows the catalogue alone when the categories fail', async () => {
  captureConsoleErrors();
  const { server } = await renderArea('/cursos', {
    'GET /bff/public/ecommerce/catalog': aCatalogPage([aProduct({ name: 'Curso qualquer' })]),
    'GET /bff/catalogs/v1/:parentId/:id/children': { status: 500, json: {} },
  });
  expect(await screen.findByRole('heading', { name: 'Curso qualquer' })).toBeInTheDocument();
  // no shelf: the catalogue's cards still come right under the page's h1, no heading level skipped
  expect(
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
  ).toEqual(['H1 Cursos', 'H2 Curso qualquer']);
  await waitFor(() =>
    expect(server.requestsTo('GET', '/bff/catalogs/v1/:parentId/:id/children').length).toBeGreaterThan(0),
  );
  expect(screen.queryByRole('navigation', { name: 'Categorias' })).not.toBeInTheDocument();
  expect(server.requestsTo('GET', '/bff/public/ecommerce/products_shelf/:slug')).toHaveLength(0);
});

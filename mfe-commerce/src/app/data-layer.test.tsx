import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedCart } from '../testing/cart-storage';
import { cartRoutes } from '../testing/commerce-routes';
import { aCatalogPage, aProduct } from '../testing/fixtures';
import { closeTestServers, renderArea } from '../testing/render-area';

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
});

const PRF = aProduct({ id: 40, name: 'PRF – Policial Rodoviário Federal', slug: 'prf' });

describe('commerce data layer', () => {
  it('going back to the catalogue from a course shows it at once, without asking the server again', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos', {
      'GET /bff/public/ecommerce/catalog': aCatalogPage([PRF]),
      // the store's categories (none here): every call of the page answered, so all of it comes from cache
      'GET /bff/catalogs/v1/:parentId/:id/children': { data: [], meta: { page: 1, per_page: 1, total: 0 } },
      'GET /bff/public/ecommerce/products/prf': { data: PRF },
    });
    const links = await screen.findAllByRole('link', { name: PRF.name });
    await user.click(links[0]!);
    await screen.findByRole('heading', { level: 1, name: PRF.name });

    window.history.back();
    expect((await screen.findAllByRole('link', { name: PRF.name })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: /Carregando/ })).not.toBeInTheDocument();
    // the catalogue is reference data: fresh for 10 minutes
    expect(server.requestsTo('GET', '/bff/public/ecommerce/catalog')).toHaveLength(1);
  });

  it("a product card's link asks for the course before the click, and the course opens with it", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cursos', {
      'GET /bff/public/ecommerce/catalog': aCatalogPage([PRF]),
      'GET /bff/catalogs/v1/:parentId/:id/children': { data: [], meta: { page: 1, per_page: 1, total: 0 } },
      'GET /bff/public/ecommerce/products/prf': { data: PRF },
    });
    const link = await screen.findByRole('link', { name: PRF.name });
    await user.hover(link);
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/public/ecommerce/products/prf')).toHaveLength(1),
    );
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: PRF.name })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/public/ecommerce/products/prf')).toHaveLength(1);
  });

  it('a category link asks for its category before the click (catalogue, courses for you, cart)', async () => {
    const user = userEvent.setup();
    const policiais = { id: 2, name: 'Carreiras Policiais', slug: 'carreiras-policiais', description: '' };
    const routes = {
      'GET /bff/public/ecommerce/catalog': aCatalogPage([PRF]),
      'GET /bff/public/ecommerce/catalog/metadata/carreiras-policiais': {
        data: { ...policiais, products_count: 1 },
      },
      'GET /bff/catalogs/v1/:parentId/:id/children': {
        data: [{ ...policiais, parent_id: 8, products: [] }],
        meta: { page: 1, per_page: 1, total: 1 },
      },
      'GET /bff/catalogs/ids/:ids': { data: [{ ...policiais, parent_id: 8, products: [] }] },
      'GET /bff/public/ecommerce/products_shelf/category/:id': { data: { ...policiais, products: [] } },
      'GET /bff/public/ecommerce/products_shelf/:slug': { data: { ...policiais, products: [] } },
      'GET /ws/product/catalog/many/:slugs': { data: [PRF] },
      'GET /bff/public/ecommerce/catalog-categorized': {
        data: [{ ...policiais, products: [PRF] }],
        meta: { page: 1, perPage: 5, total: 1, lastPage: 1 },
      },
    };
    const metadataOf = (server: { requestsTo: (m: string, p: string) => unknown[] }) =>
      server.requestsTo('GET', '/bff/public/ecommerce/catalog/metadata/carreiras-policiais');

    // the store's categories on /cursos
    const catalogue = await renderArea('/cursos', routes);
    const nav = await screen.findByRole('navigation', { name: 'Categorias' });
    await user.hover(within(nav).getByRole('link', { name: 'Carreiras Policiais' }));
    await waitFor(() => expect(metadataOf(catalogue.server)).toHaveLength(1));
    catalogue.unmount();

    // 'Ver todos' of a category on /cursos-para-voce: its metadata and its first page
    const forYou = await renderArea('/cursos-para-voce', routes);
    const seeAll = await screen.findByRole('link', { name: 'Ver todos de Carreiras Policiais' });
    await user.hover(seeAll);
    await waitFor(() => expect(metadataOf(forYou.server)).toHaveLength(1));
    await waitFor(() =>
      expect(
        forYou.server
          .requestsTo('GET', '/bff/public/ecommerce/catalog')
          .map((r) => r.query.get('categoryId')),
      ).toEqual(['2']),
    );
    await user.click(seeAll);
    expect(await screen.findByRole('heading', { level: 1, name: 'Carreiras Policiais' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: PRF.name })).toBeInTheDocument();
    expect(metadataOf(forYou.server)).toHaveLength(1);
    expect(forYou.server.requestsTo('GET', '/bff/public/ecommerce/catalog')).toHaveLength(1);
    forYou.unmount();

    // the categories of the cart's products
    seedCart([{ ...PRF, category_ids: [2] }]);
    const cart = await renderArea('/cursos/carrinho', { ...cartRoutes([PRF]), ...routes });
    const cartNav = await screen.findByRole('navigation', { name: 'Categorias dos produtos do carrinho' });
    await user.hover(within(cartNav).getByRole('link', { name: 'Carreiras Policiais' }));
    await waitFor(() => expect(metadataOf(cart.server)).toHaveLength(1));
    // the cart's own call, answered before the server closes
    await waitFor(() =>
      expect(cart.server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')).toHaveLength(1),
    );
  });

  it("shows the kit's error with 'Tentar novamente' when the purchases fail, and the retry loads them", async () => {
    let failing = true;
    const user = userEvent.setup();
    await renderArea('/minhas-compras', {
      'GET /bff/ecommerce/orders/subscription': () =>
        failing ? { status: 500, json: { error: { message: 'falhou' } } } : { json: { data: [] } },
    });
    expect(await screen.findByText('Não foi possível carregar suas compras.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não fez compras')).toBeInTheDocument();
  });
});

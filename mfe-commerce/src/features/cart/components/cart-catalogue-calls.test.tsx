import { screen, waitFor, within } from '@testing-library/react';
import { categoryOpenedCookieName } from 'shared-contracts';
import { seedCart, storedCart } from '../../../testing/cart-storage';
import { cartRoutes } from '../../../testing/commerce-routes';
import { aProduct, amounts } from '../../../testing/fixtures';
import { captureConsoleErrors, closeTestServers, renderArea } from '../../../testing/render-area';
import { PRODUCT_LINK_ERROR } from './product-from-link';

// several round trips per test on a loaded machine
jest.setTimeout(30_000);

afterEach(async () => {
  await closeTestServers();
  window.localStorage.clear();
  document.cookie = `${categoryOpenedCookieName(2)}=; Path=/; Max-Age=0`;
});

const course = aProduct({ id: 2, name: 'Português para Concursos', slug: 'portugues', category_ids: [6, 2] });
const other = aProduct({ id: 3, name: 'Raciocínio Lógico', slug: 'raciocinio', category_ids: [6] });

describe('the cart reads its products again from the catalogue web service', () => {
  it('replaces a stale product by what ws/product/catalog/many answers, keeping its voucher', async () => {
    seedCart([{ ...course, name: 'Português (nome antigo)', voucher: 'PORTUGUES20' }, other]);
    const renamed = { ...course, name: 'Português Completo para Concursos', amounts: amounts(25900) };
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([renamed, other]),
      'GET /ws/product/catalog/many/:slugs': { data: [renamed] },
    });
    const list = screen.getByRole('list', { name: 'Produtos no carrinho' });
    expect(
      await within(list).findByRole('link', { name: 'Português Completo para Concursos' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Raciocínio Lógico' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/ws/product/catalog/many/:slugs')[0]?.path).toBe(
      '/ws/product/catalog/many/portugues,raciocinio',
    );
    const saved = storedCart();
    expect(saved[0]).toMatchObject({ name: 'Português Completo para Concursos', voucher: 'PORTUGUES20' });
    expect(saved[0]?.amounts?.credit_card).toBe(25900);
  });

  it('keeps the cart as it is when the catalogue fails', async () => {
    captureConsoleErrors();
    seedCart([course]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([course]),
      'GET /ws/product/catalog/many/:slugs': { status: 500, json: {} },
    });
    await waitFor(() =>
      expect(server.requestsTo('GET', '/ws/product/catalog/many/:slugs').length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('link', { name: 'Português para Concursos' })).toBeInTheDocument();
    expect(storedCart()).toEqual([course]);
  });
});

describe('a buy link /cursos/carrinho?produto=', () => {
  it('adds the product of an id (GET product/{id}) and leaves the address', async () => {
    const { server } = await renderArea('/cursos/carrinho?produto=2', {
      ...cartRoutes([course]),
      'GET /bff/public/ecommerce/product/2': { data: course },
    });
    expect(await screen.findByRole('link', { name: 'Português para Concursos' })).toBeInTheDocument();
    expect(storedCart().map((p) => p.id)).toEqual([2]);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(server.requestsTo('GET', '/bff/public/ecommerce/product/2')).toHaveLength(1);
  });

  it('adds the product of a slug (GET /ws/product/catalog/{slug}) after what the cart holds', async () => {
    seedCart([other]);
    await renderArea('/cursos/carrinho?produto=portugues', {
      ...cartRoutes([course, other]),
      'GET /ws/product/catalog/portugues': { data: course },
    });
    const list = screen.getByRole('list', { name: 'Produtos no carrinho' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(storedCart().map((p) => p.id)).toEqual([3, 2]);
  });

  it('says so when the product is unknown, or sold elsewhere, and adds nothing', async () => {
    captureConsoleErrors();
    const { unmount } = await renderArea('/cursos/carrinho?produto=99', {
      'GET /bff/public/ecommerce/product/99': { status: 404, json: {} },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PRODUCT_LINK_ERROR);
    unmount();
    await renderArea('/cursos/carrinho?produto=mentoria', {
      'GET /ws/product/catalog/mentoria': {
        data: aProduct({ id: 8, slug: 'mentoria', external_url: 'https://mentoria.exemplo.com.br' }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PRODUCT_LINK_ERROR);
    expect(storedCart()).toEqual([]);
  });
});

describe('suggestions beside the cart', () => {
  it("links the categories of the cart's products (GET /bff/catalogs/ids/{ids})", async () => {
    seedCart([course, other]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([course, other]),
      'GET /bff/catalogs/ids/:ids': {
        data: [
          { id: 2, name: 'Carreiras Policiais', slug: 'carreiras-policiais', parent_id: 8, products: [] },
          { id: 6, name: 'Disciplinas Básicas', slug: 'disciplinas-basicas', parent_id: 8, products: [] },
        ],
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Categorias dos produtos do carrinho' });
    expect(within(nav).getByRole('link', { name: 'Carreiras Policiais' })).toHaveAttribute(
      'href',
      '/cursos/carreiras-policiais',
    );
    expect(within(nav).getByRole('link', { name: 'Disciplinas Básicas' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/catalogs/ids/:ids')[0]?.path).toBe('/bff/catalogs/ids/2,6');
  });

  it('offers the shelf of the category the first product was opened from, without what the cart holds', async () => {
    document.cookie = `${categoryOpenedCookieName(2)}=4; Path=/`;
    seedCart([course]);
    const shelfProduct = aProduct({ id: 40, name: 'Direito Administrativo', slug: 'dir-adm' });
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([course]),
      'GET /bff/public/ecommerce/products_shelf/category/4': {
        data: { id: 4, name: 'Tribunais', slug: 'tribunais', products: [course, shelfProduct] },
      },
    });
    const shelf = await screen.findByRole('region', { name: 'Aproveite também' });
    const cards = within(shelf).getByRole('list', { name: 'Mais de Tribunais' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(cards).toHaveTextContent('Direito Administrativo');
    // in the section under its h2, the card's name is an h3
    expect(
      within(cards).getByRole('heading', { level: 3, name: 'Direito Administrativo' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/bff/public/ecommerce/products_shelf/category/4')).toHaveLength(1);
  });

  it("falls back to the product's first category, and shows nothing when the shelf has nothing new", async () => {
    seedCart([course]);
    const { server } = await renderArea('/cursos/carrinho', {
      ...cartRoutes([course]),
      'GET /bff/public/ecommerce/products_shelf/category/6': {
        data: { id: 6, name: 'Disciplinas Básicas', slug: 'disciplinas-basicas', products: [course] },
      },
    });
    await waitFor(() =>
      expect(server.requestsTo('GET', '/bff/public/ecommerce/products_shelf/category/6')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Aproveite também' })).not.toBeInTheDocument();
    // the cart's own write is answered before the server closes (no failure logged after the suite)
    await waitFor(() =>
      expect(server.requestsTo('POST', '/bff/ecommerce/checkout-access/1')).toHaveLength(1),
    );
  });
});

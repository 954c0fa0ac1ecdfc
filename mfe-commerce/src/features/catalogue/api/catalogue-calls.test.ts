import {
  createTestPlatform,
  startTestServer,
  type TestRoutes,
  type TestServer,
} from 'shared-contracts/testing';
import { captureConsoleErrors } from '../../../testing/render-area';
import { aProduct } from '../../../testing/fixtures';
import { getCatalogChildren, getCatalogV1 } from './get-catalog-v1';
import { getCatalogsByIds } from './get-catalogs-by-ids';
import { getProductById } from './get-product-by-id';
import { getProductShelf } from './get-product-shelf';
import { getSearchVersion } from './get-search-version';
import { getWsProduct, getWsProducts } from './get-ws-products';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function httpFor(routes: TestRoutes) {
  server = await startTestServer(routes);
  return createTestPlatform({ prefixUrl: server.url }).http;
}

const node = { id: 3, name: 'Polícia', slug: 'policia', parent_id: null, products: [aProduct({ id: 9 })] };

it("refuses getById without an id and getByIds without ids, with the spec's messages, calling nothing", async () => {
  const http = await httpFor({});
  await expect(getProductById(http, undefined)).rejects.toThrow('getById requires an id');
  await expect(getProductById(http, null)).rejects.toThrow('getById requires an id');
  await expect(getCatalogsByIds(http, [])).rejects.toThrow('getByIds requires at least one id');
  expect(server?.requests).toHaveLength(0);
});

it('reads a product by id and catalogues by ids', async () => {
  const http = await httpFor({
    'GET /bff/public/ecommerce/product/9': { data: aProduct({ id: 9, name: 'Nove' }) },
    'GET /bff/catalogs/ids/3,4': { data: [node, { broken: true }] },
  });
  expect((await getProductById(http, 9)).name).toBe('Nove');
  expect((await getCatalogsByIds(http, [3, 4])).map((c) => c.id)).toEqual([3]);
});

it('reads products of the catalogue web service by slug and many slugs', async () => {
  const http = await httpFor({
    'GET /ws/product/catalog/pf': { data: aProduct({ id: 1, slug: 'pf' }) },
    'GET /ws/product/catalog/many/pf,prf': {
      data: [aProduct({ id: 1, slug: 'pf' }), aProduct({ id: 2, slug: 'prf' })],
    },
  });
  expect((await getWsProduct(http, 'pf')).id).toBe(1);
  expect((await getWsProducts(http, ['pf', 'prf'])).map((p) => p.slug)).toEqual(['pf', 'prf']);
});

it('reads a shelf by slug and by category', async () => {
  const shelf = { id: 5, name: 'Mais vendidos', slug: 'mais-vendidos', products: [aProduct({ id: 1 })] };
  const http = await httpFor({
    'GET /bff/public/ecommerce/products_shelf/mais-vendidos': { data: shelf },
    'GET /bff/public/ecommerce/products_shelf/category/7': { data: { ...shelf, id: 6 } },
  });
  expect((await getProductShelf(http, { slug: 'mais-vendidos' })).name).toBe('Mais vendidos');
  expect((await getProductShelf(http, { categoryId: 7 })).id).toBe(6);
});

it('pages a catalogue by search term (v1) and reads its children', async () => {
  const page = { data: [node], meta: { page: 2, per_page: 10, total: 11 } };
  const http = await httpFor({
    'GET /bff/catalogs/v1/3': page,
    'GET /bff/catalogs/v1/3/4/children': page,
  });
  expect((await getCatalogV1(http, 3, 2, 10, { raw: true })).meta.total).toBe(11);
  const query = server?.requestsTo('GET', '/bff/catalogs/v1/3')[0]?.query;
  expect(Object.fromEntries(query ?? [])).toEqual({
    page: '2',
    per_page: '10',
    should_paginate_search_term: 'true',
    raw: 'true',
  });
  expect((await getCatalogChildren(http, 3, 4)).data[0]?.slug).toBe('policia');
});

it('reads the search version and falls back to search_v2_enabled false on failure', async () => {
  const on = await httpFor({
    'GET /bff/public/catalogs/search-version': { data: { search_v2_enabled: true } },
  });
  expect(await getSearchVersion(on)).toEqual({ search_v2_enabled: true });
  await server?.close();

  const errors = captureConsoleErrors();
  const off = await httpFor({ 'GET /bff/public/catalogs/search-version': { status: 422, json: {} } });
  expect(await getSearchVersion(off)).toEqual({ search_v2_enabled: false });
  expect(errors).toHaveBeenCalledWith('[mfe-commerce] getSearchVersion falhou', expect.anything());
});

import type { FastifyInstance } from 'fastify';
import {
  SESSION_COOKIE,
  type CatalogCategorizedResponse,
  type CatalogMetadataResponse,
  type CatalogResponse,
  type OrderResponse,
  type OrdersResponse,
  type ProductResponse,
  type UpsellingResponse,
} from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { buildServer } from '../server';
import { clientInject } from '../testing/client-inject';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

/** Signs in through the dev sign-in page and returns the Authorization header the clients send. */
async function signIn(email: string): Promise<{ authorization: string }> {
  const login = await clientInject(app, { url: `/auth/dev-login?email=${email}&redirect=/cursos` });
  const cookies = [login.headers['set-cookie'] ?? []].flat();
  const token = cookies
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
  if (!token) throw new Error('sem cookie de sessão');
  return { authorization: `Bearer ${token}` };
}

describe('GET /bff/public/ecommerce/catalog', () => {
  it('answers a public first page of 16 products of the vertical with pagination', async () => {
    const response = await clientInject(app, {
      url: '/bff/public/ecommerce/catalog?page=1&perPage=16',
      headers: { 'x-vertical': 'concursos' },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<CatalogResponse>();
    expect(body.data).toHaveLength(16);
    expect(body.meta).toEqual({ page: 1, perPage: 16, total: body.meta.total, lastPage: 2 });
    expect(body.meta.total).toBeGreaterThan(16);
    expect(body.data[0]).toMatchObject({
      name: 'Assinatura Anual – Sistema de Questões',
      slug: 'assinatura-anual-sistema-de-questoes',
    });
  });

  it('seeds a free product, a product with a dated lot, an external one and a bonus with product discounts', async () => {
    const response = await clientInject(app, { url: '/bff/public/ecommerce/catalog?perPage=100' });
    const products = response.json<CatalogResponse>().data;

    const free = products.filter((p) => p.amounts && Object.values(p.amounts).every((v) => v === 0));
    expect(free.length).toBeGreaterThan(0);
    expect(products.some((p) => p.lot?.selling_ends_at && p.lot.amounts)).toBe(true);
    expect(products.find((p) => p.external_url)?.external_url).toMatch(/^https:\/\//);
    expect(products.some((p) => (p.bonus?.earned_product_discounts.length ?? 0) > 0)).toBe(true);
    for (const product of products) {
      for (const value of Object.values(product.amounts ?? {}))
        if (value !== null) expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('filters by category and by vertical', async () => {
    const medicina = await clientInject(app, {
      url: '/bff/public/ecommerce/catalog',
      headers: { 'x-vertical': 'medicina' },
    });
    expect(medicina.json<CatalogResponse>().data.map((p) => p.name)).toContain(
      'Extensivo Residência Médica R1',
    );
    expect(medicina.json<CatalogResponse>().data.map((p) => p.name)).not.toContain(
      'PRF – Policial Rodoviário Federal',
    );

    const free = await clientInject(app, { url: '/bff/public/ecommerce/catalog?categoryId=7' });
    expect(free.json<CatalogResponse>().data.map((p) => p.slug)).toEqual([
      'aula-inaugural-como-estudar-para-concursos',
      'simulado-nacional-policia-federal',
    ]);
  });

  it('adds the banner only when asked', async () => {
    const withBanner = await clientInject(app, { url: '/bff/public/ecommerce/catalog?banner=true' });
    const without = await clientInject(app, { url: '/bff/public/ecommerce/catalog' });

    expect(withBanner.json<CatalogResponse>().banner?.title).toBe('Semana do Concurseiro');
    expect(without.json<CatalogResponse>().banner).toBeNull();
  });

  it.each([
    ['page=0', 'O parâmetro page deve ser um número inteiro entre 1 e 10000.'],
    ['perPage=abc', 'O parâmetro perPage deve ser um número inteiro entre 1 e 100.'],
    ['categoryId=x', 'O parâmetro categoryId deve ser um identificador numérico.'],
    ['banner=talvez', 'O parâmetro banner deve ser true ou false.'],
  ])('answers 400 in pt-BR for %s', async (query, message) => {
    const response = await clientInject(app, { url: `/bff/public/ecommerce/catalog?${query}` });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message, tag: 'INVALID_QUERY_PARAM' } });
  });

  it('answers 404 for a category of another vertical', async () => {
    const response = await clientInject(app, {
      url: '/bff/public/ecommerce/catalog?categoryId=11',
      headers: { 'x-vertical': 'concursos' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Categoria não encontrada.');
  });
});

describe('GET /bff/public/ecommerce/catalog-categorized', () => {
  it('pages 5 categories with at most 15 products each', async () => {
    const first = await clientInject(app, {
      url: '/bff/public/ecommerce/catalog-categorized?page=1&perPage=5&productsPerCategory=15',
    });
    const second = await clientInject(app, {
      url: '/bff/public/ecommerce/catalog-categorized?page=2&perPage=5&productsPerCategory=15',
    });

    const page1 = first.json<CatalogCategorizedResponse>();
    expect(page1.data).toHaveLength(5);
    expect(page1.data[0]?.name).toBe('Assinaturas');
    expect(page1.meta.lastPage).toBe(2);
    const all = second.json<CatalogCategorizedResponse>().data.find((c) => c.slug === 'todos-os-cursos');
    expect(all?.products).toHaveLength(15);
  });

  it('answers 400 for a bad productsPerCategory', async () => {
    const response = await clientInject(app, {
      url: '/bff/public/ecommerce/catalog-categorized?productsPerCategory=-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('productsPerCategory');
  });
});

describe('products, search and category metadata', () => {
  it('finds a product by id and by slug, 404 otherwise, 400 for a non-numeric id', async () => {
    const byId = await clientInject(app, { url: '/bff/public/ecommerce/product/1014' });
    const bySlug = await clientInject(app, {
      url: '/bff/public/ecommerce/products/prf-policial-rodoviario-federal',
    });

    expect(byId.json<ProductResponse>().data.name).toBe('Aula Inaugural: Como Estudar para Concursos');
    expect(bySlug.json<ProductResponse>().data.id).toBe(1010);
    expect(
      (await clientInject(app, { url: '/bff/public/ecommerce/product/999999' })).json().error.message,
    ).toBe('Produto não encontrado.');
    expect((await clientInject(app, { url: '/bff/public/ecommerce/product/abc' })).statusCode).toBe(400);
  });

  it('searches without accents or case', async () => {
    const response = await clientInject(app, {
      url: `/bff/public/ecommerce/search/${encodeURIComponent('policia')}`,
    });
    const names = response.json<CatalogResponse>().data.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Pacote Polícia Federal – Agente e Escrivão',
        'PRF – Policial Rodoviário Federal',
      ]),
    );
  });

  it('describes a category by slug', async () => {
    const response = await clientInject(app, { url: '/bff/public/ecommerce/catalog/metadata/gratuitos' });
    expect(response.json<CatalogMetadataResponse>().data).toMatchObject({
      id: 7,
      name: 'Gratuitos',
      products_count: 2,
    });
  });
});

describe('signed-in commerce calls', () => {
  it('answers 401 without a session', async () => {
    const response = await clientInject(app, { url: '/bff/ecommerce/upselling' });
    expect(response.statusCode).toBe(401);
  });

  it('offers renewal and upgrades on the current plan to Ana, nothing to Bruno', async () => {
    const ana = await clientInject(app, {
      url: '/bff/ecommerce/upselling',
      headers: await signIn(ALUNO_EMAIL),
    });
    const bruno = await clientInject(app, {
      url: '/bff/ecommerce/upselling',
      headers: await signIn(NOVO_EMAIL),
    });

    const plans = ana.json<UpsellingResponse>().data;
    expect(plans[0]).toMatchObject({ name: 'Assinatura Anual – Sistema de Questões', interval: 12 });
    expect(plans[0]?.bonuses.map((b) => b.product_relationship_type)).toEqual([
      'renewal',
      'upgrade',
      'upgrade',
      'upgrade',
    ]);
    expect(plans[0]?.bonuses[0]?.name).toBe('Renovação Antecipada');
    expect(bruno.json<UpsellingResponse>().data).toEqual([]);
  });

  it('lists purchases and creates an order that is listed afterwards', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const before = (
      await clientInject(app, { url: '/bff/ecommerce/orders/subscription', headers })
    ).json<OrdersResponse>().data;
    expect(before.length).toBeGreaterThan(0);

    const created = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: { product_ids: [1011, 1014], payment_method: 'pix' },
    });
    expect(created.statusCode).toBe(201);
    const order = created.json<OrderResponse>().data;
    // Pix waits for the payment (spec: card paid, Pix and boleto pending)
    expect(order).toMatchObject({ status: 'pending', total: 26910, installments: 1 });

    const after = (
      await clientInject(app, { url: '/bff/ecommerce/orders/subscription', headers })
    ).json<OrdersResponse>().data;
    expect(after[0]?.order_number).toBe(order.order_number);
    const detail = await clientInject(app, {
      url: `/bff/ecommerce/catalog/order/${order.order_number}`,
      headers,
    });
    expect(detail.json<OrderResponse>().data.items.map((i) => i.id)).toEqual([1011, 1014]);
  });

  it('refuses an order without products or with an external product', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const empty = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: { product_ids: [], payment_method: 'pix' },
    });
    const external = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: { product_ids: [1016], payment_method: 'pix' },
    });

    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Informe ao menos um produto (products).');
    expect(external.statusCode).toBe(422);
  });

  it('forgets created orders on reset', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const created = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: { product_ids: [1011], payment_method: 'boleto' },
    });
    expect(created.json<OrderResponse>().data.status).toBe('pending');
    await clientInject(app, { method: 'POST', url: '/__control/reset' });

    const orders = (
      await clientInject(app, { url: '/bff/ecommerce/orders/subscription', headers })
    ).json<OrdersResponse>().data;
    expect(orders.map((o) => o.order_number)).not.toContain(created.json<OrderResponse>().data.order_number);
    expect(orders).toHaveLength(4);
  });
});

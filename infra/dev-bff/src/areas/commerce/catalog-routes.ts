import type { FastifyInstance } from 'fastify';
import type {
  CatalogNode,
  CatalogNodePage,
  LifetimeOfferResponse,
  Product,
  ProductResponse,
  ProductShelfResponse,
  SearchVersionResponse,
  VerticalId,
} from 'shared-contracts';
import type { BffContext } from '../../area';
import { sendError } from '../../http-error';
import type { SeedCategory } from './seed-categories';
import type { SeedProduct } from './seed-products';
import { CATEGORY } from './seed-products';

/** What the catalogue routes need from the commerce slice. */
export interface CatalogSlice {
  products: SeedProduct[];
  categories: SeedCategory[];
}

/** The lifetime plan offered on the upselling page (Assinatura Vitalícia) and its offer discount. */
const LIFETIME_PRODUCT_ID = 1003;
const LIFETIME_DISCOUNT = 0.2;

/** /ws product catalogue, product shelves, /bff/catalogs nodes, search version and the lifetime offer. */
export function registerCatalogRoutes(
  app: FastifyInstance,
  ctx: BffContext,
  slice: () => CatalogSlice,
): void {
  const productsOf = (vertical: VerticalId): Product[] =>
    slice()
      .products.filter((s) => s.verticals.includes(vertical))
      .map((s) => s.product);
  const bySlug = (slug: string) => slice().products.find((s) => s.product.slug === slug)?.product;

  const nodeOf = (category: SeedCategory): CatalogNode => {
    const { vertical, ...rest } = category;
    return {
      id: rest.id,
      name: rest.name,
      slug: rest.slug,
      // the 'todos' shelf holds every other category of its vertical
      parent_id: rest.id === CATEGORY.todos ? null : CATEGORY.todos,
      products: productsOf(vertical).filter((p) => p.category_ids.includes(rest.id)),
    };
  };

  app.get('/ws/product/catalog/many/:slugs', async (request) => {
    const { slugs } = request.params as { slugs: string };
    const data = slugs
      .split(',')
      .map((slug) => bySlug(decodeURIComponent(slug.trim())))
      .filter((p): p is Product => p !== undefined);
    return { data };
  });

  app.get('/ws/product/catalog/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const product = bySlug(slug);
    if (!product) return sendError(reply, 404, 'Produto não encontrado.', 'PRODUCT_NOT_FOUND');
    const body: ProductResponse = { data: product };
    return body;
  });

  const shelf = (category: SeedCategory): ProductShelfResponse => ({
    data: { id: category.id, name: category.name, slug: category.slug, products: nodeOf(category).products },
  });

  app.get('/bff/public/ecommerce/products_shelf/category/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const category = slice().categories.find(
      (c) => c.id === Number(id) && c.vertical === ctx.vertical(request),
    );
    if (!category) return sendError(reply, 404, 'Vitrine não encontrada.', 'SHELF_NOT_FOUND');
    return shelf(category);
  });

  app.get('/bff/public/ecommerce/products_shelf/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const category = slice().categories.find((c) => c.slug === slug && c.vertical === ctx.vertical(request));
    if (!category) return sendError(reply, 404, 'Vitrine não encontrada.', 'SHELF_NOT_FOUND');
    return shelf(category);
  });

  app.get('/bff/catalogs/ids/:ids', async (request, reply) => {
    const { ids } = request.params as { ids: string };
    const wanted = ids.split(',').map(Number);
    if (wanted.some((id) => !Number.isInteger(id)))
      return sendError(reply, 400, 'Identificadores de catálogo inválidos.', 'INVALID_QUERY_PARAM');
    return {
      data: slice()
        .categories.filter((c) => wanted.includes(c.id))
        .map(nodeOf),
    };
  });

  const page = (nodes: CatalogNode[], pageNumber: number, perPage: number): CatalogNodePage => ({
    data: nodes.slice((pageNumber - 1) * perPage, pageNumber * perPage),
    meta: { page: pageNumber, per_page: perPage, total: nodes.length },
  });

  app.get('/bff/catalogs/v1/:parentId/:id/children', async (request) => {
    const { id } = request.params as { parentId: string; id: string };
    const children = slice()
      .categories.filter(
        (c) =>
          c.vertical === ctx.vertical(request) && Number(id) === CATEGORY.todos && c.id !== CATEGORY.todos,
      )
      .map(nodeOf);
    return page(children, 1, Math.max(1, children.length));
  });

  app.get('/bff/catalogs/v1/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const query = request.query as Record<string, string | undefined>;
    const pageNumber = Number(query.page ?? 1);
    const perPage = Number(query.per_page ?? 20);
    if (
      !Number.isInteger(pageNumber) ||
      pageNumber < 1 ||
      !Number.isInteger(perPage) ||
      perPage < 1 ||
      perPage > 100
    )
      return sendError(reply, 400, 'Paginação inválida (page, per_page de 1 a 100).', 'INVALID_QUERY_PARAM');
    const category = slice().categories.find((c) => c.id === Number(id));
    if (!category) return sendError(reply, 404, 'Catálogo não encontrado.', 'CATALOG_NOT_FOUND');
    const term = (query.search_term ?? '').toLowerCase();
    const node = nodeOf(category);
    const products = term ? node.products.filter((p) => p.name.toLowerCase().includes(term)) : node.products;
    return page([{ ...node, products }], pageNumber, perPage);
  });

  app.get('/bff/catalogs/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const category = slice().categories.find((c) => c.id === Number(id));
    if (!category) return sendError(reply, 404, 'Catálogo não encontrado.', 'CATALOG_NOT_FOUND');
    return { data: nodeOf(category) };
  });

  app.get('/bff/public/catalogs/search-version', async () => {
    const body: SearchVersionResponse = { data: { search_v2_enabled: false } };
    return body;
  });

  app.get('/bff/ecommerce/vitalicia/user-offer', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const product = slice().products.find((s) => s.product.id === LIFETIME_PRODUCT_ID)?.product;
    const buyer = Object.values(student.ecommerce).some(Boolean);
    if (!product?.amounts || !buyer) return { data: null } satisfies LifetimeOfferResponse;
    const off = (v: number) => Math.round(v * (1 - LIFETIME_DISCOUNT));
    const body: LifetimeOfferResponse = {
      data: {
        product,
        price_info: {
          from_price: product.amounts,
          to_price: {
            credit_card: off(product.amounts.credit_card),
            credit_card_installments:
              product.amounts.credit_card_installments === null
                ? null
                : off(product.amounts.credit_card_installments),
            boleto: off(product.amounts.boleto),
            pix: off(product.amounts.pix),
          },
          recurrent_payments: null,
          recurrent_payments_installments: null,
        },
        ends_at: null,
      },
    };
    return body;
  });
}

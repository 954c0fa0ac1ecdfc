import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  CatalogBanner,
  CatalogCategorizedResponse,
  CatalogMetadataResponse,
  CatalogResponse,
  Order,
  OrderResponse,
  OrdersResponse,
  ProductResponse,
  UpsellingProduct,
  UpsellingResponse,
  VerticalId,
} from 'shared-contracts';
import type { BffArea, BffContext } from '../area';
import { sendError } from '../http-error';
import { seedStudents } from '../seed-students';
import {
  paginate,
  readBoolParam,
  readIntParam,
  readOptionalId,
  type QueryResult,
} from './commerce/parse-query';
import { registerAfterSaleRoutes } from './commerce/after-sale-routes';
import { registerCatalogRoutes } from './commerce/catalog-routes';
import { registerCheckoutRoutes, type CheckoutState } from './commerce/checkout-routes';
import { seedCategories, type SeedCategory } from './commerce/seed-categories';
import {
  seedAutomaticVoucher,
  seedCards,
  seedCustomers,
  seedOrderBumps,
  seedRecurrences,
  seedVouchers,
} from './commerce/seed-checkout';
import { seedOrders } from './commerce/seed-orders';
import { seedProducts, type SeedProduct } from './commerce/seed-products';
import { seedUpselling } from './commerce/seed-upselling';

/** The commerce slice: catalogue, categories, and per-student upselling offers and orders. */
export interface CommerceState {
  products: SeedProduct[];
  categories: SeedCategory[];
  upselling: Record<number, UpsellingProduct[]>;
  orders: Record<number, Order[]>;
  nextOrderNumber: number;
  /** vouchers, order bumps, cards, customers, checkout access, post-sale actions, recurrences */
  checkout: CheckoutState;
}

const AREA = 'commerce';
/** Page sizes of spec 3 §9 (defaults when the query omits them) and the largest page the BFF serves. */
const CATALOG_PER_PAGE = 16;
const CATEGORIZED_PER_PAGE = 5;
const PRODUCTS_PER_CATEGORY = 15;
const MAX_PER_PAGE = 100;

const BANNERS: Record<VerticalId, CatalogBanner> = {
  concursos: {
    title: 'Semana do Concurseiro',
    subtitle: 'Até 25% de desconto em cursos e assinaturas selecionados.',
    link: '/cursos/assinaturas',
  },
  medicina: {
    title: 'Residência 2026',
    subtitle: 'Garanta o lote antecipado do Extensivo R1.',
    link: '/cursos/residencia-medica',
  },
  militares: {
    title: 'Rumo à farda',
    subtitle: 'Cursos para EsPCEx, ESA e EEAR com lote de lançamento.',
    link: '/cursos/exercito',
  },
  oab: {
    title: 'Exame de Ordem',
    subtitle: 'Prepare-se para a 1ª e a 2ª fase com desconto.',
    link: '/cursos/oab-1a-fase',
  },
  vestibulares: {
    title: 'Reta final do ENEM',
    subtitle: 'Redação e simulados com preço promocional.',
    link: '/cursos/redacao',
  },
  'carreiras-juridicas': {
    title: 'Carreiras Jurídicas',
    subtitle: 'Magistratura, MP e Defensoria com lote antecipado.',
    link: '/cursos/magistratura',
  },
};

function studentsWithPurchases(): number[] {
  return seedStudents()
    .filter((student) => Object.values(student.ecommerce).some(Boolean))
    .map((student) => student.id);
}

function seedCommerce(): CommerceState {
  const buyers = studentsWithPurchases();
  return {
    products: seedProducts(),
    categories: seedCategories(),
    upselling: seedUpselling(buyers),
    orders: seedOrders(buyers),
    nextOrderNumber: 5000,
    checkout: {
      vouchers: seedVouchers(),
      automatic: seedAutomaticVoucher(),
      linkedAutomatic: {},
      bumps: seedOrderBumps(),
      customers: seedCustomers(),
      cards: seedCards(),
      nextCardId: 100,
      checkoutAccess: {},
      placedByKey: {},
      recurrences: seedRecurrences(),
      postSale: {},
      nextPostSaleId: 1,
      chosenMentor: {},
    },
  };
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function sendInvalid<T>(
  reply: FastifyReply,
  result: QueryResult<T>,
): result is { ok: false; message: string } {
  if (result.ok) return false;
  sendError(reply, 400, result.message, 'INVALID_QUERY_PARAM');
  return true;
}

function register(app: FastifyInstance, ctx: BffContext): void {
  const state = () => ctx.state<CommerceState>(AREA);
  const productsOf = (vertical: VerticalId) =>
    state()
      .products.filter((seed) => seed.verticals.includes(vertical))
      .map((seed) => seed.product);

  app.get('/bff/public/ecommerce/catalog', async (request: FastifyRequest, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: CATALOG_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const categoryId = readOptionalId(query, 'categoryId');
    if (sendInvalid(reply, categoryId)) return reply;
    const banner = readBoolParam(query, 'banner', false);
    if (sendInvalid(reply, banner)) return reply;
    const total = readBoolParam(query, 'total', true);
    if (sendInvalid(reply, total)) return reply;

    const vertical = ctx.vertical(request);
    let products = productsOf(vertical);
    if (categoryId.value !== null) {
      const category = state().categories.find((c) => c.id === categoryId.value && c.vertical === vertical);
      if (!category) return sendError(reply, 404, 'Categoria não encontrada.', 'CATEGORY_NOT_FOUND');
      products = products.filter((product) => product.category_ids.includes(category.id));
    }
    const body: CatalogResponse = {
      ...paginate(products, page.value, perPage.value),
      banner: banner.value ? BANNERS[vertical] : null,
    };
    return body;
  });

  app.get('/bff/public/ecommerce/catalog-categorized', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: CATEGORIZED_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const perCategory = readIntParam(query, 'productsPerCategory', {
      fallback: PRODUCTS_PER_CATEGORY,
      max: MAX_PER_PAGE,
    });
    if (sendInvalid(reply, perCategory)) return reply;
    const total = readBoolParam(query, 'total', true);
    if (sendInvalid(reply, total)) return reply;

    const vertical = ctx.vertical(request);
    const products = productsOf(vertical);
    const categories = state()
      .categories.filter((category) => category.vertical === vertical)
      .map(({ vertical: _vertical, ...category }) => ({
        ...category,
        products: products
          .filter((product) => product.category_ids.includes(category.id))
          .slice(0, perCategory.value),
      }))
      .filter((category) => category.products.length > 0);
    const body: CatalogCategorizedResponse = paginate(categories, page.value, perPage.value);
    return body;
  });

  app.get('/bff/public/ecommerce/catalog/metadata/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const vertical = ctx.vertical(request);
    const category = state().categories.find((c) => c.slug === slug && c.vertical === vertical);
    if (!category) return sendError(reply, 404, 'Categoria não encontrada.', 'CATEGORY_NOT_FOUND');
    const { vertical: _vertical, ...rest } = category;
    const body: CatalogMetadataResponse = {
      data: {
        ...rest,
        products_count: productsOf(vertical).filter((p) => p.category_ids.includes(category.id)).length,
      },
    };
    return body;
  });

  app.get('/bff/public/ecommerce/search/:term', async (request, reply) => {
    const { term } = request.params as { term: string };
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: CATALOG_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const needle = normalize(term.trim());
    if (!needle) return sendError(reply, 400, 'Informe um termo de busca.', 'INVALID_QUERY_PARAM');
    const found = productsOf(ctx.vertical(request)).filter((product) =>
      normalize(`${product.name} ${product.description ?? ''}`).includes(needle),
    );
    const body: CatalogResponse = { ...paginate(found, page.value, perPage.value), banner: null };
    return body;
  });

  app.get('/bff/public/ecommerce/product/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d+$/.test(id))
      return sendError(reply, 400, 'O identificador do produto deve ser numérico.', 'INVALID_QUERY_PARAM');
    const seed = state().products.find((s) => s.product.id === Number(id));
    if (!seed) return sendError(reply, 404, 'Produto não encontrado.', 'PRODUCT_NOT_FOUND');
    const body: ProductResponse = { data: seed.product };
    return body;
  });

  app.get('/bff/public/ecommerce/products/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const vertical = ctx.vertical(request);
    // The vertical's own product first; a link shared from another vertical's store still resolves.
    const seed =
      state().products.find((s) => s.product.slug === slug && s.verticals.includes(vertical)) ??
      state().products.find((s) => s.product.slug === slug);
    if (!seed) return sendError(reply, 404, 'Produto não encontrado.', 'PRODUCT_NOT_FOUND');
    const body: ProductResponse = { data: seed.product };
    return body;
  });

  app.get('/bff/ecommerce/upselling', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body: UpsellingResponse = { data: state().upselling[student.id] ?? [] };
    return body;
  });

  app.get('/bff/ecommerce/orders/subscription', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body: OrdersResponse = { data: state().orders[student.id] ?? [] };
    return body;
  });

  app.get('/bff/ecommerce/catalog/order/:orderNumber', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { orderNumber } = request.params as { orderNumber: string };
    const order = (state().orders[student.id] ?? []).find((o) => o.order_number === orderNumber);
    if (!order) return sendError(reply, 404, 'Pedido não encontrado.', 'ORDER_NOT_FOUND');
    const body: OrderResponse = { data: order };
    return body;
  });

  registerCheckoutRoutes(app, ctx, state);
  registerCatalogRoutes(app, ctx, state);
  registerAfterSaleRoutes(app, ctx, state);
}

/** commerce endpoints and seeded data (owned by the mfe-commerce team). */
export const commerceArea: BffArea<CommerceState> = {
  name: AREA,
  seed: seedCommerce,
  register,
};

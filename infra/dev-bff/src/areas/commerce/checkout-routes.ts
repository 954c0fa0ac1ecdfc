import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isVoucherExpired, voucherApplies } from 'shared-contracts/commerce';
import type {
  AddCustomerCardBody,
  AutomaticVoucherResponse,
  CartPriceBody,
  CartPriceItem,
  CartPriceResponse,
  CheckoutOrder,
  ComplementaryDataBody,
  CustomerCard,
  CustomerCardResponse,
  CustomerCardsResponse,
  CustomerResponse,
  Order,
  OrderBumpsResponse,
  PaymentMethod,
  PaymentMethodsEnabledResponse,
  PlaceOrderBody,
  PostalAddress,
  PostSaleAction,
  PostSaleActionResponse,
  Product,
  ProductAmounts,
  RecurrenceResponse,
  Voucher,
  VoucherResponse,
  ZipLookupResponse,
} from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { sendError } from '../../http-error';
import { MENTORS } from './after-sale-routes';
import {
  postSaleActionFor,
  ZIP_CODES,
  type SeedCustomer,
  type SeedOrderBump,
  type SeedRecurrence,
} from './seed-checkout';
import type { SeedProduct } from './seed-products';

/** What the checkout routes keep (part of the commerce slice; reset by POST /__control/reset). */
export interface CheckoutState {
  vouchers: Voucher[];
  automatic: AutomaticVoucherResponse['data'];
  /** automatic voucher linked per student */
  linkedAutomatic: Record<number, boolean>;
  bumps: SeedOrderBump[];
  customers: Record<number, SeedCustomer>;
  cards: Record<number, CustomerCard[]>;
  nextCardId: number;
  checkoutAccess: Record<number, string[]>;
  /** `${studentId}:${idempotency_key}` → order number */
  placedByKey: Record<string, string>;
  recurrences: SeedRecurrence[];
  postSale: Record<number, PostSaleAction & { student_id: number }>;
  nextPostSaleId: number;
  /** the mentor chosen per 'choose-mentor' post-sale action id */
  chosenMentor: Record<number, number>;
}

/** What the checkout routes need from the commerce slice. */
export interface CheckoutSlice {
  products: SeedProduct[];
  orders: Record<number, Order[]>;
  nextOrderNumber: number;
  checkout: CheckoutState;
}

const PAYMENT_METHODS: readonly PaymentMethod[] = ['credit_card', 'boleto', 'pix'];
const MAX_INSTALLMENTS = 12;
const ZERO: ProductAmounts = { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 };

// ---- the rules the server applies: spec 3 §5's voucher rules are shared-contracts' (the remote shows the same) ----

/** Whether `voucher` is accepted for one cart item: the item carries only this voucher, so none is held yet. */
const voucherFits = (product: Product, voucher: Voucher): boolean =>
  !isVoucherExpired(voucher) && voucherApplies({ ...product, voucher: null }, voucher);

function percentOff(amounts: ProductAmounts, percent: number): ProductAmounts {
  const cut = (value: number) => Math.round(value * (1 - percent / 100));
  return {
    credit_card: cut(amounts.credit_card),
    credit_card_installments:
      amounts.credit_card_installments === null ? null : cut(amounts.credit_card_installments),
    boleto: cut(amounts.boleto),
    pix: cut(amounts.pix),
  };
}

function amountsFromCard(cents: number): ProductAmounts {
  return {
    credit_card: cents,
    credit_card_installments: Math.round(cents / 12),
    boleto: Math.round(cents * 0.95),
    pix: Math.round(cents * 0.9),
  };
}

function sum(items: readonly ProductAmounts[]): ProductAmounts {
  return items.reduce<ProductAmounts>(
    (total, a) => ({
      credit_card: total.credit_card + a.credit_card,
      credit_card_installments: (total.credit_card_installments ?? 0) + (a.credit_card_installments ?? 0),
      boleto: total.boleto + a.boleto,
      pix: total.pix + a.pix,
    }),
    ZERO,
  );
}

function digits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

function luhn(number: string): boolean {
  if (number.length < 13 || number.length > 19) return false;
  let total = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

function validCpf(cpf: string): boolean {
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const check = (length: number) => {
    let total = 0;
    for (let i = 0; i < length; i++) total += Number(cpf[i]) * (length + 1 - i);
    const rest = (total * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(cpf[9]) && check(10) === Number(cpf[10]);
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011|6)/.test(number)) return 'Elo';
  return 'Cartão';
}

/** A card number the dev BFF's acquirer refuses (to try the refusal). */
const REFUSED_CARD = '4000000000000002';

/** Register the cart, voucher, checkout, customer, address, post-sale and recurrence routes. */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  ctx: BffContext,
  slice: () => CheckoutSlice,
): void {
  const state = () => slice().checkout;
  const productById = (id: number) => slice().products.find((s) => s.product.id === id)?.product;

  /** Prices one cart (spec 3 §7 cart/price): list price (lot's), bump price, then the voucher when it applies. */
  const priceCart = (
    body: Partial<CartPriceBody>,
    reply: FastifyReply,
  ): { items: CartPriceItem[]; products: Product[] } | undefined => {
    const requested = body.products;
    if (!Array.isArray(requested) || !requested.every((i) => i && Number.isInteger(i.product_id))) {
      sendError(reply, 400, 'Informe os produtos do carrinho (products[].product_id).', 'INVALID_BODY');
      return undefined;
    }
    const ids = requested.map((i) => i.product_id);
    const items: CartPriceItem[] = [];
    const products: Product[] = [];
    for (const item of requested) {
      const product = productById(item.product_id);
      if (!product) {
        sendError(reply, 404, `Produto ${item.product_id} não encontrado.`, 'PRODUCT_NOT_FOUND');
        return undefined;
      }
      const listed = product.lot?.amounts ?? product.amounts ?? ZERO;
      const bump = state().bumps.find(
        (b) => b.bump_product_id === product.id && ids.includes(b.cart_product_id),
      );
      const base = bump ? amountsFromCard(bump.price) : listed;
      const voucher = item.voucher
        ? (state().vouchers.find((v) => v.code === item.voucher) ?? automaticFor(item.voucher))
        : undefined;
      const accepted = voucher && voucherFits(product, voucher) ? voucher : undefined;
      items.push({
        product_id: product.id,
        from: listed,
        to: accepted ? percentOff(base, accepted.discount_percent) : base,
        voucher: accepted?.code ?? null,
      });
      products.push(product);
    }
    return { items, products };
  };

  const automaticFor = (code: string): Voucher | undefined =>
    state().automatic?.code === code ? (state().automatic ?? undefined) : undefined;

  const ownId = (request: FastifyRequest, reply: FastifyReply): BffStudent | undefined => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return undefined;
    const { id } = request.params as { id: string };
    if (Number(id) !== student.id) {
      sendError(reply, 403, 'Você só pode alterar os seus próprios dados.', 'FORBIDDEN');
      return undefined;
    }
    return student;
  };

  // ---- vouchers ----
  app.get('/bff/public/ecommerce/voucher/automatic/find', async () => {
    const body: AutomaticVoucherResponse = { data: state().automatic };
    return body;
  });

  app.get('/bff/ecommerce/voucher/automatic', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    return { data: state().linkedAutomatic[student.id] ? state().automatic : null };
  });

  app.post('/bff/ecommerce/voucher/automatic/link', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const amountSpent = (request.body as { amountSpent?: unknown } | null)?.amountSpent;
    if (typeof amountSpent !== 'number' || !Number.isInteger(amountSpent) || amountSpent < 0)
      return sendError(reply, 400, 'Informe amountSpent em centavos.', 'INVALID_BODY');
    const automatic = state().automatic;
    if (!automatic) return sendError(reply, 404, 'Nenhum cupom automático ativo.', 'VOUCHER.NOT_FOUND');
    if (amountSpent < automatic.min_amount_spent)
      return sendError(
        reply,
        422,
        'O carrinho ainda não atingiu o valor do cupom automático.',
        'VOUCHER.MIN_AMOUNT',
      );
    state().linkedAutomatic[student.id] = true;
    const { min_amount_spent: _min, ...voucher } = automatic;
    const body: VoucherResponse = { data: voucher };
    return body;
  });

  app.get('/bff/public/ecommerce/voucher/:code/:userId', async (request, reply) => {
    const { code } = request.params as { code: string };
    const voucher = state().vouchers.find((v) => v.code === code.trim().toUpperCase());
    if (!voucher) return sendError(reply, 404, 'Cupom não encontrado.', 'VOUCHER.NOT_FOUND');
    if (isVoucherExpired(voucher)) return sendError(reply, 422, 'Este cupom expirou.', 'VOUCHER.EXPIRED');
    const body: VoucherResponse = { data: voucher };
    return body;
  });

  // ---- cart ----
  app.post('/bff/public/ecommerce/cart/price', async (request, reply) => {
    const priced = priceCart((request.body ?? {}) as Partial<CartPriceBody>, reply);
    if (!priced) return reply;
    const body: CartPriceResponse = {
      data: { items: priced.items, total: sum(priced.items.map((i) => i.to)) },
    };
    return body;
  });

  app.get('/bff/public/ecommerce/order-bumps', async (request) => {
    const raw = (request.query as Record<string, unknown>).cart_product_id;
    const ids = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .map(Number)
      .filter(Number.isInteger);
    const data = state()
      .bumps.filter((b) => ids.includes(b.cart_product_id))
      .flatMap((b) => {
        const product = productById(b.bump_product_id);
        return product
          ? [{ cart_product_id: b.cart_product_id, product, amounts: amountsFromCard(b.price) }]
          : [];
      });
    const body: OrderBumpsResponse = { data };
    return body;
  });

  app.get('/bff/public/ecommerce/payment-methods-enabled', async () => {
    const body: PaymentMethodsEnabledResponse = { data: ['credit_card', 'pix', 'boleto'] };
    return body;
  });

  // ---- checkout access ----
  app.post('/bff/ecommerce/checkout-access/:id', async (request, reply) => {
    const student = ownId(request, reply);
    if (!student) return reply;
    const slugs = (request.body as { product_slugs?: unknown } | null)?.product_slugs;
    if (!Array.isArray(slugs) || !slugs.every((s) => typeof s === 'string'))
      return sendError(reply, 400, 'Informe product_slugs.', 'INVALID_BODY');
    state().checkoutAccess[student.id] = slugs as string[];
    return reply.code(204).send();
  });

  app.delete('/bff/ecommerce/checkout-access/:id', async (request, reply) => {
    const student = ownId(request, reply);
    if (!student) return reply;
    delete state().checkoutAccess[student.id];
    return reply.code(204).send();
  });

  // ---- customer, cards ----
  app.get('/bff/ecommerce/customer/cards', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body: CustomerCardsResponse = { data: state().cards[student.id] ?? [] };
    return body;
  });

  app.get('/bff/ecommerce/customer/:id', async (request, reply) => {
    const student = ownId(request, reply);
    if (!student) return reply;
    const customer = state().customers[student.id];
    const body: CustomerResponse = {
      data: {
        id: student.id,
        name: student.fullName,
        email: student.email,
        cpf: customer?.cpf ?? null,
        address: customer?.address ?? null,
      },
    };
    return body;
  });

  app.post('/bff/ecommerce/customer/:id/cards', async (request, reply) => {
    const student = ownId(request, reply);
    if (!student) return reply;
    const body = (request.body ?? {}) as Partial<AddCustomerCardBody>;
    const number = digits(body.number);
    if (!luhn(number)) return sendError(reply, 422, 'Número do cartão inválido.', 'CARD.INVALID_NUMBER');
    if (typeof body.holder_name !== 'string' || !body.holder_name.trim())
      return sendError(reply, 422, 'Informe o nome impresso no cartão.', 'CARD.INVALID_HOLDER');
    if (typeof body.expiration !== 'string' || !/^(0[1-9]|1[0-2])\/\d{2}$/.test(body.expiration))
      return sendError(reply, 422, 'Validade inválida.', 'CARD.INVALID_EXPIRATION');
    if (!/^\d{3,4}$/.test(digits(body.cvv)))
      return sendError(reply, 422, 'CVV inválido.', 'CARD.INVALID_CVV');
    if (number === REFUSED_CARD)
      return sendError(reply, 422, 'Cartão recusado pela operadora.', 'CARD.REFUSED');
    // only brand and the last four digits are kept: the number and the CVV are dropped here
    const card: CustomerCard = {
      id: `card_${state().nextCardId++}`,
      brand: brandOf(number),
      last_digits: number.slice(-4),
      holder_name: body.holder_name.trim().toUpperCase(),
      expiration: body.expiration,
    };
    state().cards[student.id] = [...(state().cards[student.id] ?? []), card];
    const answer: CustomerCardResponse = { data: card };
    return reply.code(201).send(answer);
  });

  app.delete('/bff/ecommerce/customer/:id/cards/:cardId', async (request, reply) => {
    const student = ownId(request, reply);
    if (!student) return reply;
    const { cardId } = request.params as { cardId: string };
    const cards = state().cards[student.id] ?? [];
    if (!cards.some((c) => c.id === cardId))
      return sendError(reply, 404, 'Cartão não encontrado.', 'CARD.NOT_FOUND');
    state().cards[student.id] = cards.filter((c) => c.id !== cardId);
    return reply.code(204).send();
  });

  // ---- address and complementary data ----
  app.get('/bff/address/:zip', async (request, reply) => {
    const { zip } = request.params as { zip: string };
    const found = ZIP_CODES[digits(zip)];
    if (!found) return sendError(reply, 422, 'CEP inválido', 'ADDRESS.INVALID_ZIPCODE');
    const body: ZipLookupResponse = { data: found };
    return body;
  });

  app.put('/bff/profile/complementary-data', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body = (request.body ?? {}) as Partial<ComplementaryDataBody>;
    const cpf = digits(body.cpf);
    if (!validCpf(cpf)) return sendError(reply, 422, 'CPF inválido', 'USER.INVALID_CPF');
    const owner = Object.entries(state().customers).find(([, c]) => c.cpf === cpf)?.[0];
    if (owner !== undefined && Number(owner) !== student.id)
      return sendError(reply, 422, 'CPF já cadastrado', 'USER.CPF_ALREADY_EXISTS');
    const address = body.address as PostalAddress | undefined;
    if (!address || !ZIP_CODES[digits(address.zip_code)])
      return sendError(reply, 422, 'CEP inválido', 'ADDRESS.INVALID_ZIPCODE');
    if (!address.number?.trim())
      return sendError(reply, 422, 'Informe o número do endereço.', 'ADDRESS.INVALID_NUMBER');
    state().customers[student.id] = { cpf, address };
    return reply.code(204).send();
  });

  // ---- orders ----
  app.post('/bff/ecommerce/orders', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const raw = (request.body ?? {}) as Partial<PlaceOrderBody> & { product_ids?: unknown };
    // the older body ({product_ids, payment_method}) is still taken
    const requested: PlaceOrderBody['products'] | undefined = Array.isArray(raw.product_ids)
      ? (raw.product_ids as number[]).map((id) => ({ product_id: id, lot_id: null, voucher: null }))
      : raw.products;
    if (
      !Array.isArray(requested) ||
      requested.length === 0 ||
      !requested.every((i) => i && Number.isInteger(i.product_id))
    )
      return sendError(reply, 400, 'Informe ao menos um produto (products).', 'INVALID_BODY');
    const method = raw.payment_method;
    if (!method || !PAYMENT_METHODS.includes(method))
      return sendError(
        reply,
        400,
        'Forma de pagamento inválida: use credit_card, boleto ou pix.',
        'INVALID_BODY',
      );
    const installments = method === 'credit_card' ? (raw.installments ?? MAX_INSTALLMENTS) : 1;
    if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS)
      return sendError(reply, 400, 'Parcelas de 1 a 12.', 'INVALID_BODY');
    const key =
      typeof raw.idempotency_key === 'string' && raw.idempotency_key
        ? `${student.id}:${raw.idempotency_key}`
        : null;
    if (key && state().placedByKey[key]) {
      const placed = (slice().orders[student.id] ?? []).find(
        (o) => o.order_number === state().placedByKey[key],
      );
      if (placed) return reply.code(200).send({ data: placed });
    }
    for (const item of requested) {
      const product = productById(item.product_id);
      if (!product)
        return sendError(reply, 404, `Produto ${item.product_id} não encontrado.`, 'PRODUCT_NOT_FOUND');
      if (product.external_url)
        return sendError(
          reply,
          422,
          `O produto ${product.name} é vendido em outro site.`,
          'PRODUCT_EXTERNAL',
        );
      if (!(product.lot?.amounts ?? product.amounts))
        return sendError(reply, 422, `O produto ${product.name} está indisponível.`, 'PRODUCT_UNAVAILABLE');
    }
    let card: CustomerCard | undefined;
    const usesSavedCard = method === 'credit_card' && !Array.isArray(raw.product_ids);
    if (usesSavedCard) {
      card = (state().cards[student.id] ?? []).find((c) => c.id === raw.card_id);
      if (!card) return sendError(reply, 422, 'Escolha um cartão salvo.', 'CARD.NOT_FOUND');
    }
    const priced = priceCart({ products: requested }, reply);
    if (!priced) return reply;
    const items = priced.products.map((product, i) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      amount: priced.items[i]?.to[method] ?? 0,
    }));
    const total = items.reduce((t, item) => t + item.amount, 0);
    const number = `EC-${new Date().getFullYear()}-${String(slice().nextOrderNumber++).padStart(6, '0')}`;
    const now = Date.now();
    const postSale: number[] = [];
    if (method === 'credit_card' && priced.products.some((p) => p.interval !== null)) {
      const id = state().nextPostSaleId++;
      state().postSale[id] = { ...postSaleActionFor(id), student_id: student.id };
      postSale.push(id);
    }
    const order: CheckoutOrder = {
      order_number: number,
      created_at: new Date(now).toISOString(),
      status: method === 'credit_card' ? 'paid' : 'pending',
      payment_method: method,
      installments,
      total,
      items,
      expires_at: null,
      payment: {
        pix_code:
          method === 'pix'
            ? `00020126580014BR.GOV.BCB.PIX0136${randomUUID()}5204000053039865406${(total / 100).toFixed(2)}5802BR6009SAO PAULO62070503***6304ABCD`
            : null,
        pix_expires_at: method === 'pix' ? new Date(now + 30 * 60_000).toISOString() : null,
        boleto_line:
          method === 'boleto'
            ? `23793.38128 60000.${String(slice().nextOrderNumber).padStart(6, '0')} 00000.000400 1 9${String(total).padStart(13, '0')}`
            : null,
        boleto_expires_at: method === 'boleto' ? new Date(now + 3 * 24 * 3600_000).toISOString() : null,
        card: card ? { brand: card.brand, last_digits: card.last_digits } : null,
      },
      post_sale_action_ids: postSale,
    };
    slice().orders[student.id] = [order, ...(slice().orders[student.id] ?? [])];
    if (key) state().placedByKey[key] = number;
    delete state().checkoutAccess[student.id];
    return reply.code(201).send({ data: order });
  });

  // ---- post-sale actions ----
  const ownAction = (request: FastifyRequest, reply: FastifyReply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return undefined;
    const { id } = request.params as { id: string };
    const action = state().postSale[Number(id)];
    if (!action || action.student_id !== student.id) {
      sendError(reply, 404, 'Ação pós-venda não encontrada.', 'POST_SALE_ACTION.NOT_FOUND');
      return undefined;
    }
    return action;
  };
  const publicAction = ({
    student_id: _s,
    ...action
  }: PostSaleAction & { student_id: number }): PostSaleAction => action;

  app.get('/bff/ecommerce/post-sale-actions/:id/details', async (request, reply) => {
    const action = ownAction(request, reply);
    if (!action) return reply;
    const body: PostSaleActionResponse = { data: publicAction(action) };
    return body;
  });

  app.put('/bff/ecommerce/post-sale-actions/:id/complete', async (request, reply) => {
    const action = ownAction(request, reply);
    if (!action) return reply;
    if (action.details.kind === 'choose-mentor') {
      const mentorId = (request.body as { mentor_id?: unknown } | null)?.mentor_id;
      if (!MENTORS.some((m) => m.id === mentorId))
        return sendError(reply, 422, 'Escolha um dos mentores.', 'POST_SALE_ACTION.MENTOR_REQUIRED');
      state().chosenMentor[action.id] = mentorId as number;
    }
    action.completion = { completed: true, completed_at: new Date().toISOString() };
    const body: PostSaleActionResponse = { data: publicAction(action) };
    return body;
  });

  // ---- recurrence ----
  app.get('/bff/ecommerce/recurrence/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { id } = request.params as { id: string };
    const found = state().recurrences.find(
      (r) => r.recurrence.id === Number(id) && r.student_id === student.id,
    );
    if (!found) return sendError(reply, 404, 'Recorrência não encontrada.', 'RECURRENCE.NOT_FOUND');
    const body: RecurrenceResponse = { data: found.recurrence };
    return body;
  });

  app.post('/bff/ecommerce/recurrence/update-and-charge', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body = (request.body ?? {}) as { recurrence_id?: unknown; card_id?: unknown };
    const found = state().recurrences.find(
      (r) => r.recurrence.id === body.recurrence_id && r.student_id === student.id,
    );
    if (!found) return sendError(reply, 404, 'Recorrência não encontrada.', 'RECURRENCE.NOT_FOUND');
    const card = (state().cards[student.id] ?? []).find((c) => c.id === body.card_id);
    if (!card) return sendError(reply, 422, 'Escolha um cartão salvo.', 'CARD.NOT_FOUND');
    found.recurrence = {
      ...found.recurrence,
      status: 'active',
      card: { brand: card.brand, last_digits: card.last_digits },
      next_charge_at: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
    };
    const answer: RecurrenceResponse = { data: found.recurrence };
    return answer;
  });
}

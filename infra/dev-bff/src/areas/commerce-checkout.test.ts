import type { FastifyInstance } from 'fastify';
import {
  SESSION_COOKIE,
  type CartPriceResponse,
  type CheckoutOrder,
  type CustomerCardsResponse,
  type OrderBumpsResponse,
  type PostSaleActionResponse,
  type RecurrenceResponse,
} from 'shared-contracts';
import {
  isVoucherExpired,
  voucherVerdict,
  type ChooseMentorResponse,
  type RedirectUrlResponse,
  type SubscriptionNotificationsResponse,
} from 'shared-contracts/commerce';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { buildServer } from '../server';
import { seedVouchers } from './commerce/seed-checkout';
import { seedProducts } from './commerce/seed-products';
import { clientInject } from '../testing/client-inject';

let app: FastifyInstance;
beforeEach(() => {
  app = buildServer();
});
afterEach(async () => {
  await app.close();
});

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

const ANA = 0x3f0;
const price = (products: { product_id: number; lot_id?: number | null; voucher?: string | null }[]) =>
  clientInject(app, {
    method: 'POST',
    url: '/bff/public/ecommerce/cart/price',
    payload: { products: products.map((p) => ({ lot_id: null, voucher: null, ...p })) },
  });

describe('vouchers and cart prices', () => {
  it('answers a known code, 404 for an unknown one and 422 for an expired one, with tags', async () => {
    const known = await clientInject(app, { url: '/bff/public/ecommerce/voucher/PORTUGUES20/0' });
    expect(known.statusCode).toBe(200);
    expect(known.json().data).toMatchObject({ code: 'PORTUGUES20', products_ids: [1011] });
    const unknown = await clientInject(app, { url: '/bff/public/ecommerce/voucher/NAOEXISTE/0' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.tag).toBe('VOUCHER.NOT_FOUND');
    const expired = await clientInject(app, { url: '/bff/public/ecommerce/voucher/EXPIRADO/0' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.tag).toBe('VOUCHER.EXPIRED');
  });

  it('prices the cart server-side: the voucher changes only the product it fits', async () => {
    const answer = await price([
      { product_id: 1011, voucher: 'PORTUGUES20' },
      { product_id: 1013, voucher: 'PORTUGUES20' },
    ]);
    const { items, total } = answer.json<CartPriceResponse>().data;
    expect(items[0]).toMatchObject({ voucher: 'PORTUGUES20' });
    expect(items[0]?.to.credit_card).toBe(Math.round((items[0]?.from.credit_card ?? 0) * 0.8));
    expect(items[1]).toMatchObject({ voucher: null });
    expect(items[1]?.to).toEqual(items[1]?.from);
    expect(total.credit_card).toBe((items[0]?.to.credit_card ?? 0) + (items[1]?.to.credit_card ?? 0));
  });

  it.each([
    ['a lot voucher on its lot', 2001, 'RESIDENCIA15', true],
    ['a product-with-lots voucher on that product', 1004, 'PACOTEPF10', true],
    ['a store-wide voucher on a forbidden product', 1001, 'BEMVINDO10', false],
    ['a store-wide voucher on a forbidden lot', 1009, 'BEMVINDO10', false],
    ['a store-wide voucher elsewhere', 1013, 'BEMVINDO10', true],
    ['a voucher listing free a product without vouchers', 1017, 'DISCURSIVAS50', true],
    ['a store-wide voucher on a product without vouchers', 1017, 'BEMVINDO10', false],
    ['a voucher on a voucher-disabled lot', 5002, 'REDACAO5', false],
    ['an expired voucher', 1013, 'EXPIRADO', false],
  ])('applies %s: %s', async (_case, productId, code, applies) => {
    const item = (await price([{ product_id: productId, voucher: code }])).json<CartPriceResponse>().data
      .items[0];
    expect(item?.voucher).toBe(applies ? code : null);
    expect((item?.to.credit_card ?? 0) < (item?.from.credit_card ?? 0)).toBe(applies);
  });

  it("accepts a seeded voucher exactly where the shared rules say, and the seeds reach every rule's refusal", async () => {
    const products = seedProducts().map((s) => s.product);
    const reasons = new Set<string>();
    for (const voucher of seedVouchers().filter((v) => !isVoucherExpired(v))) {
      const answer = await price(products.map((p) => ({ product_id: p.id, voucher: voucher.code })));
      const items = answer.json<CartPriceResponse>().data.items;
      products.forEach((product, i) => {
        const verdict = voucherVerdict({ ...product, voucher: null }, voucher);
        if (!verdict.applies) reasons.add(verdict.reason);
        expect([product.id, voucher.code, items[i]?.voucher]).toEqual([
          product.id,
          voucher.code,
          verdict.applies ? voucher.code : null,
        ]);
      });
    }
    expect([...reasons].sort()).toEqual([
      'forbidden-lot',
      'forbidden-product',
      'lot-voucher-disabled',
      'not-listed',
      'vouchers-not-allowed',
    ]);
  });

  it('offers order bumps for each cart product and prices a bump at its bump price', async () => {
    const bumps = await clientInject(app, {
      url: '/bff/public/ecommerce/order-bumps?cart_product_id=1004&cart_product_id=1011',
    });
    const data = bumps.json<OrderBumpsResponse>().data;
    expect(data.map((b) => [b.cart_product_id, b.product.id])).toEqual([
      [1004, 1019],
      [1011, 1012],
    ]);
    const priced = (await price([{ product_id: 1011 }, { product_id: 1012 }])).json<CartPriceResponse>().data;
    expect(priced.items[1]?.to.credit_card).toBe(14900);
  });

  it('links the automatic voucher only from its amount spent', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const found = await clientInject(app, { url: '/bff/public/ecommerce/voucher/automatic/find' });
    expect(found.json().data).toMatchObject({ code: 'AUTO5', min_amount_spent: 150000 });
    const low = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/voucher/automatic/link',
      headers,
      payload: { amountSpent: 1000 },
    });
    expect(low.statusCode).toBe(422);
    const linked = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/voucher/automatic/link',
      headers,
      payload: { amountSpent: 200000 },
    });
    expect(linked.json().data.code).toBe('AUTO5');
  });
});

describe('buyer data', () => {
  it("answers 'CEP inválido' with ADDRESS.INVALID_ZIPCODE for an unknown CEP", async () => {
    const ok = await clientInject(app, { url: '/bff/address/01310-100' });
    expect(ok.json().data).toMatchObject({ street: 'Avenida Paulista', city: 'São Paulo', state: 'SP' });
    const bad = await clientInject(app, { url: '/bff/address/00000000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({ message: 'CEP inválido', tag: 'ADDRESS.INVALID_ZIPCODE' });
  });

  it("refuses a CPF registered to another student with 'CPF já cadastrado'", async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const address = {
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    const taken = await clientInject(app, {
      method: 'PUT',
      url: '/bff/profile/complementary-data',
      headers,
      payload: { cpf: '111.444.777-35', address },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toEqual({ message: 'CPF já cadastrado', tag: 'USER.CPF_ALREADY_EXISTS' });
    const mine = await clientInject(app, {
      method: 'PUT',
      url: '/bff/profile/complementary-data',
      headers,
      payload: { cpf: '52998224725', address },
    });
    expect(mine.statusCode).toBe(204);
    const customer = await clientInject(app, { url: `/bff/ecommerce/customer/${ANA}`, headers });
    expect(customer.json().data).toMatchObject({ cpf: '52998224725', address });
  });
});

describe('cards, orders, post-sale and recurrence', () => {
  it('keeps a new card as brand and last four digits only, and deletes it', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const bad = await clientInject(app, {
      method: 'POST',
      url: `/bff/ecommerce/customer/${ANA}/cards`,
      headers,
      payload: { number: '4111111111111112', holder_name: 'Ana', expiration: '10/31', cvv: '123' },
    });
    expect(bad.json().error.tag).toBe('CARD.INVALID_NUMBER');
    const added = await clientInject(app, {
      method: 'POST',
      url: `/bff/ecommerce/customer/${ANA}/cards`,
      headers,
      payload: { number: '5555 5555 5555 4444', holder_name: 'Ana Souza', expiration: '10/31', cvv: '123' },
    });
    expect(added.statusCode).toBe(201);
    const list = await clientInject(app, { url: '/bff/ecommerce/customer/cards', headers });
    const cards = list.json<CustomerCardsResponse>().data;
    expect(cards.map((c) => `${c.brand} ${c.last_digits}`)).toEqual(['Visa 1111', 'Mastercard 4444']);
    expect(list.body).not.toContain('5555555555554444');
    expect(list.body).not.toContain('"cvv"');
    const id = added.json().data.id as string;
    const removed = await clientInject(app, {
      method: 'DELETE',
      url: `/bff/ecommerce/customer/${ANA}/cards/${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const other = await clientInject(app, {
      method: 'DELETE',
      url: `/bff/ecommerce/customer/${0x3ff}/cards/card_ana_visa`,
      headers,
    });
    expect(other.statusCode).toBe(403);
  });

  it('places a paid card order once per key, with a post-sale action for a plan; Pix and boleto wait', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const body = {
      products: [{ product_id: 1001, lot_id: 10011, voucher: null }],
      payment_method: 'credit_card',
      installments: 12,
      card_id: 'card_ana_visa',
      idempotency_key: 'k-1',
    };
    const first = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: body,
    });
    const again = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: body,
    });
    const order = first.json<{ data: CheckoutOrder }>().data;
    expect(first.statusCode).toBe(201);
    expect(again.json().data.order_number).toBe(order.order_number);
    expect(order).toMatchObject({
      status: 'paid',
      installments: 12,
      payment: { card: { brand: 'Visa', last_digits: '1111' } },
    });
    expect(order.post_sale_action_ids).toHaveLength(1);

    const actionId = order.post_sale_action_ids[0];
    const details = await clientInject(app, {
      url: `/bff/ecommerce/post-sale-actions/${actionId}/details`,
      headers,
    });
    expect(details.json<PostSaleActionResponse>().data.completion.completed).toBe(false);
    const mentors = await clientInject(app, {
      url: `/bff/ecommerce/choose-mentor?post_sale_action_id=${actionId}`,
      headers,
    });
    expect(mentors.json<ChooseMentorResponse>().data.chosen_mentor_id).toBeNull();
    expect(mentors.json<ChooseMentorResponse>().data.mentors.map((m) => m.id)).toEqual([1, 2, 3]);
    const noMentor = await clientInject(app, {
      method: 'PUT',
      url: `/bff/ecommerce/post-sale-actions/${actionId}/complete`,
      headers,
    });
    expect(noMentor.statusCode).toBe(422);
    expect(noMentor.json().error.tag).toBe('POST_SALE_ACTION.MENTOR_REQUIRED');
    const done = await clientInject(app, {
      method: 'PUT',
      url: `/bff/ecommerce/post-sale-actions/${actionId}/complete`,
      headers,
      payload: { mentor_id: 2 },
    });
    expect(done.json<PostSaleActionResponse>().data.completion.completed).toBe(true);
    const chosen = await clientInject(app, {
      url: `/bff/ecommerce/choose-mentor?post_sale_action_id=${actionId}`,
      headers,
    });
    expect(chosen.json<ChooseMentorResponse>().data.chosen_mentor_id).toBe(2);
    const start = await clientInject(app, {
      url: `/bff/ecommerce/redirect-url?order=${order.order_number}`,
      headers,
    });
    expect(start.json<RedirectUrlResponse>().data.url).toBe('/questoes');

    const pix = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: { ...body, payment_method: 'pix', card_id: null, idempotency_key: 'k-2' },
    });
    expect(pix.json().data).toMatchObject({ status: 'pending', installments: 1 });
    expect(pix.json().data.payment.pix_code).toMatch(/^00020126/);
    const waiting = await clientInject(app, {
      url: `/bff/ecommerce/redirect-url?order=${pix.json().data.order_number}`,
      headers,
    });
    expect(waiting.json<RedirectUrlResponse>().data.url).toBeNull();
    const boleto = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/orders',
      headers,
      payload: { ...body, payment_method: 'boleto', card_id: null, idempotency_key: 'k-3' },
    });
    expect(boleto.json().data.payment.boleto_line).toMatch(/^23793/);
  });

  it('updates the card of an overdue recurrence and charges it', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const before = await clientInject(app, { url: '/bff/ecommerce/recurrence/501', headers });
    expect(before.json<RecurrenceResponse>().data).toMatchObject({
      status: 'overdue',
      card: { last_digits: '0002' },
    });
    const charged = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/recurrence/update-and-charge',
      headers,
      payload: { recurrence_id: 501, card_id: 'card_ana_visa' },
    });
    expect(charged.json<RecurrenceResponse>().data).toMatchObject({
      status: 'active',
      card: { last_digits: '1111' },
    });
    const bruno = await signIn(NOVO_EMAIL);
    expect(
      (await clientInject(app, { url: '/bff/ecommerce/recurrence/501', headers: bruno })).statusCode,
    ).toBe(404);
  });

  it('saves and deletes the checkout access of the signed-in student only', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const saved = await clientInject(app, {
      method: 'POST',
      url: `/bff/ecommerce/checkout-access/${ANA}`,
      headers,
      payload: { product_slugs: ['portugues-para-concursos'] },
    });
    expect(saved.statusCode).toBe(204);
    expect(
      (await clientInject(app, { method: 'DELETE', url: `/bff/ecommerce/checkout-access/${ANA}`, headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await clientInject(app, { method: 'DELETE', url: '/bff/ecommerce/checkout-access/1', headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('catalogue calls', () => {
  it('answers ws products by slug and many slugs, shelves, catalogue nodes and the search version', async () => {
    const one = await clientInject(app, { url: '/ws/product/catalog/portugues-para-concursos' });
    expect(one.json().data.id).toBe(1011);
    const many = await clientInject(app, {
      url: '/ws/product/catalog/many/portugues-para-concursos,nao-existe,intensivo-revalida',
    });
    expect(many.json().data.map((p: { id: number }) => p.id)).toEqual([1011, 2002]);
    const shelf = await clientInject(app, { url: '/bff/public/ecommerce/products_shelf/assinaturas' });
    expect(shelf.json().data.products.length).toBeGreaterThan(0);
    const byCategory = await clientInject(app, {
      url: `/bff/public/ecommerce/products_shelf/category/${shelf.json().data.id}`,
    });
    expect(byCategory.json().data.slug).toBe('assinaturas');
    const ids = await clientInject(app, { url: '/bff/catalogs/ids/8,1' });
    expect(
      ids
        .json()
        .data.map((n: { id: number }) => n.id)
        .sort(),
    ).toEqual([1, 8]);
    const paged = await clientInject(app, {
      url: '/bff/catalogs/v1/8?page=1&per_page=10&should_paginate_search_term=true',
    });
    expect(paged.json().meta).toEqual({ page: 1, per_page: 10, total: 1 });
    const children = await clientInject(app, { url: '/bff/catalogs/v1/0/8/children' });
    expect(children.json().data.length).toBeGreaterThan(1);
    const version = await clientInject(app, { url: '/bff/public/catalogs/search-version' });
    expect(version.json()).toEqual({ data: { search_v2_enabled: false } });
  });

  it('offers the lifetime plan to a buyer, with its discount, and none to a student without purchases', async () => {
    const ana = await clientInject(app, {
      url: '/bff/ecommerce/vitalicia/user-offer',
      headers: await signIn(ALUNO_EMAIL),
    });
    const offer = ana.json().data;
    expect(offer.product.id).toBe(1003);
    expect(offer.price_info.to_price.credit_card).toBeLessThan(offer.price_info.from_price.credit_card);
    const bruno = await clientInject(app, {
      url: '/bff/ecommerce/vitalicia/user-offer',
      headers: await signIn(NOVO_EMAIL),
    });
    expect(bruno.json()).toEqual({ data: null });
  });
});

describe('subscription notifications', () => {
  it('tells the student of an overdue charge (with its recurrence) and of a plan ending within 90 days; a new student has none', async () => {
    const headers = await signIn(ALUNO_EMAIL);
    const answer = await clientInject(app, { url: '/bff/ecommerce/notifications/subscriptions', headers });
    const notes = answer.json<SubscriptionNotificationsResponse>().data;
    expect(notes.map((n) => [n.kind, n.recurrence_id])).toEqual([
      ['recurrence-overdue', 501],
      ['plan-expiring', null],
    ]);
    expect(notes[1]?.message).toMatch(
      /^Seu plano Assinatura Anual – Sistema de Questões termina em 6[45] dias/,
    );
    await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/recurrence/update-and-charge',
      headers,
      payload: { recurrence_id: 501, card_id: 'card_ana_visa' },
    });
    const after = await clientInject(app, { url: '/bff/ecommerce/notifications/subscriptions', headers });
    expect(after.json<SubscriptionNotificationsResponse>().data.map((n) => n.kind)).toEqual([
      'plan-expiring',
    ]);
    const bruno = await signIn(NOVO_EMAIL);
    const none = await clientInject(app, {
      url: '/bff/ecommerce/notifications/subscriptions',
      headers: bruno,
    });
    expect(none.json<SubscriptionNotificationsResponse>().data).toEqual([]);
    expect((await clientInject(app, { url: '/bff/ecommerce/notifications/subscriptions' })).statusCode).toBe(
      401,
    );
  });
});

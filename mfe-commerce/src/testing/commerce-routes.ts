import type { CartPriceBody, CartPriceItem, Product, ProductAmounts, Voucher } from 'shared-contracts';
import type { RecordedRequest, TestRoutes } from 'shared-contracts/testing';

/** A voucher with every list empty (store-wide), changed by `override`. */
export function aVoucher(override: Partial<Voucher> = {}): Voucher {
  return {
    code: 'PROMO10',
    products_ids: [],
    lots_ids: [],
    free_product_ids: [],
    forbidden_products_ids: [],
    forbidden_lots_ids: [],
    product_with_lots_ids: [],
    discount_percent: 10,
    expires_at: null,
    ...override,
  };
}

function off(amounts: ProductAmounts, percent: number): ProductAmounts {
  const cut = (value: number) => Math.round(value * (1 - percent / 100));
  return {
    credit_card: cut(amounts.credit_card),
    credit_card_installments:
      amounts.credit_card_installments === null ? null : cut(amounts.credit_card_installments),
    boleto: cut(amounts.boleto),
    pix: cut(amounts.pix),
  };
}

/**
 * A test server's POST cart/price: prices each requested product as the catalogue does (its lot's price),
 * minus the percent of the voucher it holds when `vouchers` knows it.
 */
export function cartPriceHandler(products: readonly Product[], vouchers: readonly Voucher[] = []) {
  return (request: RecordedRequest) => {
    const body = request.json as CartPriceBody;
    const items: CartPriceItem[] = body.products.map((item) => {
      const product = products.find((p) => p.id === item.product_id);
      const from = product?.lot?.amounts ??
        product?.amounts ?? {
          credit_card: 0,
          credit_card_installments: 0,
          boleto: 0,
          pix: 0,
        };
      const voucher = vouchers.find((v) => v.code === item.voucher);
      return {
        product_id: item.product_id,
        from,
        to: voucher ? off(from, voucher.discount_percent) : from,
        voucher: voucher?.code ?? null,
      };
    });
    const total = items.reduce<ProductAmounts>(
      (sum, item) => ({
        credit_card: sum.credit_card + item.to.credit_card,
        credit_card_installments:
          (sum.credit_card_installments ?? 0) + (item.to.credit_card_installments ?? 0),
        boleto: sum.boleto + item.to.boleto,
        pix: sum.pix + item.to.pix,
      }),
      { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 },
    );
    return { json: { data: { items, total } } };
  };
}

/** The cart's calls answered plainly: server prices, no order bumps, no automatic voucher, access saved. */
export function cartRoutes(products: readonly Product[], vouchers: readonly Voucher[] = []): TestRoutes {
  return {
    'POST /bff/public/ecommerce/cart/price': cartPriceHandler(products, vouchers),
    'GET /bff/public/ecommerce/order-bumps': { data: [] },
    'GET /bff/public/ecommerce/voucher/automatic/find': { data: null },
    'GET /bff/ecommerce/voucher/automatic': { data: null },
    'POST /bff/ecommerce/checkout-access/:id': { status: 204 },
    'DELETE /bff/ecommerce/checkout-access/:id': { status: 204 },
  };
}

/** A saved card as the server lists it. */
export const SAVED_CARD = {
  id: 'card_1',
  brand: 'Visa',
  last_digits: '1111',
  holder_name: 'ANA P SOUZA',
  expiration: '12/30',
};

/** The zip lookup of the tests: 01310-100 is Avenida Paulista, 00000-000 is unknown. */
export const ZIP_ROUTES: TestRoutes = {
  'GET /bff/address/01310100': {
    data: {
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  },
  'GET /bff/address/00000000': {
    status: 422,
    json: { error: { message: 'CEP não encontrado', tag: 'ADDRESS.INVALID_ZIPCODE' } },
  },
};

/** The checkout's calls answered plainly (the cart's too): every method enabled, one saved card. */
export function checkoutRoutes(products: readonly Product[]): TestRoutes {
  return {
    ...cartRoutes(products),
    ...ZIP_ROUTES,
    'GET /bff/public/ecommerce/payment-methods-enabled': { data: ['credit_card', 'pix', 'boleto'] },
    // before customer/:id, which would match 'cards' too
    'GET /bff/ecommerce/customer/cards': { data: [SAVED_CARD] },
    'GET /bff/ecommerce/customer/:id': {
      data: { id: 1, name: 'Ana Paula Souza', email: 'aluno@exemplo.com.br', cpf: null, address: null },
    },
    'PUT /bff/profile/complementary-data': { status: 204 },
  };
}

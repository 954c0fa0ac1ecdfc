import type { CatalogResponse, Product, ProductAmounts } from 'shared-contracts';

/** Amounts as the BFF derives them from a card price in cents (12 installments, pix/boleto discounts). */
export function amounts(creditCard: number): ProductAmounts {
  return {
    credit_card: creditCard,
    credit_card_installments: Math.round(creditCard / 12),
    boleto: Math.round(creditCard * 0.95),
    pix: Math.round(creditCard * 0.9),
  };
}

let nextId = 1;

/** A visible product with no lot, no bonus and no external address, changed by `override`. */
export function aProduct(override: Partial<Product> = {}): Product {
  const id = override.id ?? nextId++;
  return {
    id,
    name: `Curso ${id}`,
    slug: `curso-${id}`,
    description: 'Teoria, questões comentadas e simulados.',
    external_url: null,
    amounts: amounts(29900),
    lot: null,
    bonus: null,
    interval: null,
    allow_vouchers: true,
    voucher: null,
    nfe_settings: null,
    excluded_horizontal_slugs: [],
    tag: null,
    category_ids: [1],
    ...override,
  };
}

/** One catalogue page holding `products`. */
export function aCatalogPage(products: Product[], page = 1, total = products.length): CatalogResponse {
  return {
    data: products,
    meta: { page, perPage: 16, total, lastPage: Math.max(1, Math.ceil(total / 16)) },
    banner: null,
  };
}

import type { Product, ProductAmounts } from 'shared-contracts';
import {
  bonusEntries,
  bonusText,
  buyLabel,
  cardBody,
  cardDiscountPercent,
  cardOffer,
  dateTag,
  discountPercent,
  hasExternalUrl,
  installmentsLabel,
  installmentsOf,
  isCardVisible,
  isFree,
  priceLabel,
} from './product-rules';
import { aProduct, amounts } from '../testing/fixtures';

const FREE: ProductAmounts = { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 };
const nbsp = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('isCardVisible', () => {
  it('shows a product with amounts, name and slug', () => {
    expect(isCardVisible(aProduct())).toBe(true);
  });

  it.each([
    ['without amounts', { amounts: null }],
    ['without name', { name: '' }],
    ['without slug', { slug: '' }],
  ])('hides a product %s', (_case, override) => {
    expect(isCardVisible(aProduct(override))).toBe(false);
  });

  it('hides a product whose lot lacks amounts or a name, shows it with a complete lot', () => {
    const lot = {
      id: 1,
      name: 'Lote 1',
      amounts: amounts(1000),
      selling_ends_at: null,
      is_voucher_disabled: false,
    };
    expect(isCardVisible(aProduct({ lot: { ...lot, amounts: null } }))).toBe(false);
    expect(isCardVisible(aProduct({ lot: { ...lot, name: null } }))).toBe(false);
    expect(isCardVisible(aProduct({ lot }))).toBe(true);
  });
});

describe('cardOffer', () => {
  it("uses the lot's name and amounts when there is a lot", () => {
    const lot = {
      id: 1,
      name: 'Lote Promocional',
      amounts: amounts(4788),
      selling_ends_at: null,
      is_voucher_disabled: false,
    };
    const offer = cardOffer(aProduct({ amounts: amounts(5988), lot }));
    expect(offer).toEqual({
      name: 'Lote Promocional',
      amounts: amounts(4788),
      originalAmounts: amounts(5988),
    });
  });

  it('is null for a hidden card', () => {
    expect(cardOffer(aProduct({ amounts: null }))).toBeNull();
  });
});

describe('free products', () => {
  it('is free only when all four amounts are 0', () => {
    expect(isFree(FREE)).toBe(true);
    expect(isFree({ ...FREE, credit_card_installments: null })).toBe(true);
    expect(isFree({ ...FREE, pix: 1 })).toBe(false);
  });

  it("shows 'Grátis' and 'Inscreva-se agora' for free, price and 'Compre agora' otherwise", () => {
    expect(priceLabel(FREE)).toBe('Grátis');
    expect(buyLabel(FREE)).toBe('Inscreva-se agora');
    expect(nbsp(priceLabel(amounts(47880)))).toBe('R$ 478,80');
    expect(buyLabel(amounts(47880))).toBe('Compre agora');
  });
});

describe('hasExternalUrl', () => {
  it('is true only for a product with a non-empty external address', () => {
    expect(hasExternalUrl(aProduct({ external_url: 'https://mentoria.exemplo.com.br' }))).toBe(true);
    // an unsafe address is still external: such a product is never added to the cart
    expect(hasExternalUrl(aProduct({ external_url: 'javascript:alert(1)' }))).toBe(true);
    expect(hasExternalUrl(aProduct({ external_url: null }))).toBe(false);
    expect(hasExternalUrl(aProduct({ external_url: '' }))).toBe(false);
    expect(hasExternalUrl(aProduct({ external_url: '   ' }))).toBe(false);
    const { external_url: _missing, ...withoutField } = aProduct();
    expect(hasExternalUrl(withoutField as unknown as Product)).toBe(false);
  });
});

describe('installments', () => {
  it("is 12 when a card-installment amount exists: '12x de R$ …'", () => {
    const value: ProductAmounts = {
      credit_card: 47880,
      credit_card_installments: 3990,
      boleto: 45486,
      pix: 43092,
    };
    expect(installmentsOf(value)).toBe(12);
    expect(nbsp(installmentsLabel(value))).toBe('12x de R$ 39,90');
  });

  it('has none without a card-installment amount', () => {
    expect(installmentsOf({ ...amounts(1000), credit_card_installments: null })).toBeNull();
    expect(installmentsLabel(FREE)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('is 100 − 100 × new/old floored after adding 0.01', () => {
    expect(discountPercent(59880, 47880)).toBe(20); // 20.04
    expect(discountPercent(300, 200)).toBe(33); // 33.33
    expect(discountPercent(101, 100)).toBe(1); // 0.990…: the added 0.01 lifts it to 1
    expect(discountPercent(100, 100)).toBe(0);
  });

  it('is never negative and null without an old price', () => {
    expect(discountPercent(100, 150)).toBe(0);
    expect(discountPercent(0, 100)).toBeNull();
    expect(discountPercent(null, 100)).toBeNull();
  });

  it('on a card comes from the lot, otherwise from the bonus discount', () => {
    const lot = {
      id: 1,
      name: 'Lote',
      amounts: amounts(47880),
      selling_ends_at: null,
      is_voucher_disabled: false,
    };
    expect(cardDiscountPercent(aProduct({ amounts: amounts(59880), lot }))).toBe(20);
    const bonus = {
      self_products_discount: 15,
      earned_products: [],
      earned_items: [],
      earned_product_discounts: [],
      ends_at: null,
    };
    expect(cardDiscountPercent(aProduct({ bonus }))).toBe(15);
    expect(cardDiscountPercent(aProduct())).toBe(0);
  });
});

describe('dateTag', () => {
  it("reads 'Até dd/mm' in São Paulo time", () => {
    // 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3)
    const lot = {
      id: 1,
      name: 'Lote',
      amounts: amounts(100),
      selling_ends_at: '2025-03-01T02:30:00.000Z',
      is_voucher_disabled: false,
    };
    expect(dateTag(aProduct({ lot }))).toBe('Até 28/02');
  });

  it('falls back to the bonus end and is null without dates', () => {
    const bonus = {
      self_products_discount: null,
      earned_products: [],
      earned_items: [],
      earned_product_discounts: [],
      ends_at: '2025-12-20T15:00:00.000Z',
    };
    expect(dateTag(aProduct({ bonus }))).toBe('Até 20/12');
    expect(dateTag(aProduct())).toBeNull();
  });
});

describe('bonus', () => {
  const bonus = {
    self_products_discount: null,
    earned_products: [{ id: 1, name: 'portugues', display_name: 'Português para Concursos' }],
    earned_items: [
      { id: 2, name: 'Mapas mentais' },
      { id: 3, name: 'cast', display_name: 'Resumos em áudio' },
      { id: 4, name: 'Simulados' },
    ],
    earned_product_discounts: [
      { id: 10, earned_discount: 20 },
      { id: 11, earned_discount: 35 },
    ],
    ends_at: null,
  };

  it('names entries by display_name, else name', () => {
    expect(bonusEntries(aProduct({ bonus }))).toEqual([
      'Português para Concursos',
      'Mapas mentais',
      'Resumos em áudio',
      'Simulados',
    ]);
  });

  it('shows the highest earned product discount', () => {
    expect(bonusText(aProduct({ bonus }))).toBe('Adquira e ganhe até 35% de desconto em produtos adicionais');
    expect(bonusText(aProduct())).toBeNull();
  });

  it('gives the whole bonus list, else the whole description (overflow is measured on the page)', () => {
    expect(cardBody(aProduct({ bonus }))).toEqual({
      kind: 'bonus',
      items: ['Português para Concursos', 'Mapas mentais', 'Resumos em áudio', 'Simulados'],
    });
    const long = 'palavra '.repeat(30).trim();
    expect(cardBody(aProduct({ description: ` ${long} ` }))).toEqual({ kind: 'description', text: long });
    expect(cardBody(aProduct({ description: null }))).toEqual({ kind: 'none' });
  });
});

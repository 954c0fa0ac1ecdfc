import type { ProductLot, Voucher } from '../dto';
import {
  isStoreWideVoucher,
  isVoucherExpired,
  voucherApplies,
  voucherVerdict,
  type VoucherRulesProduct,
} from './voucher-rules';

function aProduct(override: Partial<VoucherRulesProduct> = {}): VoucherRulesProduct {
  return { id: 1, allow_vouchers: true, voucher: null, lot: null, ...override };
}

function aVoucher(override: Partial<Voucher> = {}): Voucher {
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

function aLot(override: Partial<ProductLot> = {}): ProductLot {
  return {
    id: 70,
    name: '1º Lote',
    amounts: null,
    selling_ends_at: null,
    is_voucher_disabled: false,
    ...override,
  };
}

describe('voucherVerdict: each rule of spec 3 §5', () => {
  it('applies to a product allowing vouchers that the voucher lists', () => {
    expect(voucherVerdict(aProduct({ id: 1 }), aVoucher({ products_ids: [1] }))).toEqual({ applies: true });
    expect(voucherApplies(aProduct({ id: 1 }), aVoucher({ products_ids: [1] }))).toBe(true);
  });

  it('skips a product that does not allow vouchers, unless the voucher lists it free', () => {
    const product = aProduct({ id: 1, allow_vouchers: false });
    expect(voucherVerdict(product, aVoucher({ products_ids: [1] }))).toEqual({
      applies: false,
      reason: 'vouchers-not-allowed',
    });
    expect(voucherVerdict(product, aVoucher({ free_product_ids: [1] }))).toEqual({ applies: true });
  });

  it('skips a product whose lot is voucher-disabled, even when listed free', () => {
    const product = aProduct({ id: 1, lot: aLot({ is_voucher_disabled: true }) });
    expect(voucherVerdict(product, aVoucher({ free_product_ids: [1] }))).toEqual({
      applies: false,
      reason: 'lot-voucher-disabled',
    });
  });

  it('skips forbidden products and forbidden lots, even when listed', () => {
    expect(
      voucherVerdict(aProduct({ id: 1 }), aVoucher({ products_ids: [1], forbidden_products_ids: [1] })),
    ).toEqual({ applies: false, reason: 'forbidden-product' });
    const withLot = aProduct({ id: 2, lot: aLot({ id: 9 }) });
    expect(voucherVerdict(withLot, aVoucher({ lots_ids: [9], forbidden_lots_ids: [9] }))).toEqual({
      applies: false,
      reason: 'forbidden-lot',
    });
  });

  it('matches by product id, by lot id, or by product-with-lots id (only when the product has a lot)', () => {
    const withLot = aProduct({ id: 3, lot: aLot({ id: 30 }) });
    const noLot = aProduct({ id: 3 });
    expect(voucherApplies(withLot, aVoucher({ lots_ids: [30] }))).toBe(true);
    expect(voucherApplies(withLot, aVoucher({ product_with_lots_ids: [3] }))).toBe(true);
    expect(voucherVerdict(noLot, aVoucher({ product_with_lots_ids: [3] }))).toEqual({
      applies: false,
      reason: 'not-listed',
    });
    expect(voucherVerdict(noLot, aVoucher({ lots_ids: [30] }))).toEqual({
      applies: false,
      reason: 'not-listed',
    });
    expect(voucherVerdict(aProduct({ id: 4 }), aVoucher({ products_ids: [3] }))).toEqual({
      applies: false,
      reason: 'not-listed',
    });
  });

  it('applies store-wide when every list is empty, still skipping forbidden products', () => {
    expect(isStoreWideVoucher(aVoucher())).toBe(true);
    expect(isStoreWideVoucher(aVoucher({ forbidden_products_ids: [8], forbidden_lots_ids: [1] }))).toBe(true);
    expect(isStoreWideVoucher(aVoucher({ lots_ids: [1] }))).toBe(false);
    expect(voucherApplies(aProduct({ id: 8 }), aVoucher())).toBe(true);
    expect(voucherApplies(aProduct({ id: 8 }), aVoucher({ forbidden_products_ids: [8] }))).toBe(false);
  });

  it('skips a product already holding a voucher (the same code included)', () => {
    expect(voucherVerdict(aProduct({ id: 1, voucher: 'OUTRO' }), aVoucher({ products_ids: [1] }))).toEqual({
      applies: false,
      reason: 'already-has-voucher',
    });
    expect(voucherApplies(aProduct({ id: 1, voucher: 'PROMO10' }), aVoucher())).toBe(false);
  });
});

describe('voucherVerdict over every combination of the rule inputs', () => {
  const dimensions = [
    'holdsVoucher',
    'allowVouchers',
    'hasLot',
    'lotDisabled',
    'listedFree',
    'listedProduct',
    'listedLot',
    'listedProductWithLots',
    'forbiddenProduct',
    'forbiddenLot',
    'otherListEntry',
  ] as const;
  type Case = Record<(typeof dimensions)[number], boolean>;
  const cases: Case[] = [];
  for (let mask = 0; mask < 2 ** dimensions.length; mask++) {
    cases.push(Object.fromEntries(dimensions.map((name, bit) => [name, (mask & (1 << bit)) !== 0])) as Case);
  }

  /** The rules written independently, as a table would state them. */
  function expected(c: Case): boolean {
    const lot = c.hasLot;
    const anyList =
      c.listedFree || c.listedProduct || c.listedLot || c.listedProductWithLots || c.otherListEntry;
    if (c.holdsVoucher) return false;
    if (!(c.allowVouchers || c.listedFree)) return false;
    if (lot && c.lotDisabled) return false;
    if (c.forbiddenProduct) return false;
    if (lot && c.forbiddenLot) return false;
    if (!anyList) return true;
    return c.listedFree || c.listedProduct || (lot && (c.listedLot || c.listedProductWithLots));
  }

  it(`gives the table's answer in all ${2 ** 11} cases`, () => {
    const mismatches: Case[] = [];
    for (const c of cases) {
      const product = aProduct({
        id: 5,
        voucher: c.holdsVoucher ? 'JA-TEM' : null,
        allow_vouchers: c.allowVouchers,
        lot: c.hasLot ? aLot({ id: 50, is_voucher_disabled: c.lotDisabled }) : null,
      });
      const voucher = aVoucher({
        free_product_ids: c.listedFree ? [5] : [],
        products_ids: [...(c.listedProduct ? [5] : []), ...(c.otherListEntry ? [999] : [])],
        lots_ids: c.listedLot ? [50] : [],
        product_with_lots_ids: c.listedProductWithLots ? [5] : [],
        forbidden_products_ids: c.forbiddenProduct ? [5] : [],
        forbidden_lots_ids: c.forbiddenLot ? [50] : [],
      });
      if (voucherApplies(product, voucher) !== expected(c)) mismatches.push(c);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('isVoucherExpired', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('is expired from its end on, never without an end or with an unreadable one', () => {
    expect(isVoucherExpired({ expires_at: '2026-05-10T11:59:59Z' }, now)).toBe(true);
    expect(isVoucherExpired({ expires_at: '2026-05-10T12:00:00Z' }, now)).toBe(true);
    expect(isVoucherExpired({ expires_at: '2026-05-10T12:00:01Z' }, now)).toBe(false);
    expect(isVoucherExpired({ expires_at: null }, now)).toBe(false);
    expect(isVoucherExpired({ expires_at: 'amanhã' }, now)).toBe(false);
  });
});

import fc from 'fast-check';
import { type ProductLot, type Voucher } from 'shared-contracts';
import { voucherApplies, voucherVerdict } from 'shared-contracts/commerce';
import { aVoucher } from '../testing/commerce-routes';
import { aProduct } from '../testing/fixtures';
import { applyVoucherToCart, cartVoucherCodes, removeVoucherFromCart, voucherTargets } from './voucher-rules';

// Small id ranges, so that the voucher's lists and the cart's products and lots meet often.
const productId = fc.integer({ min: 1, max: 8 });
const lotId = fc.integer({ min: 50, max: 54 });
const ids = (arb: fc.Arbitrary<number>) => fc.uniqueArray(arb, { maxLength: 4 });

const lotArb: fc.Arbitrary<ProductLot | null> = fc.option(
  fc.record({
    id: lotId,
    name: fc.constant('1º Lote'),
    amounts: fc.constant(null),
    selling_ends_at: fc.constant(null),
    is_voucher_disabled: fc.boolean(),
  }),
  { nil: null },
);

const productArb = fc
  .record({
    id: productId,
    allow_vouchers: fc.boolean(),
    voucher: fc.option(fc.constantFrom('ANTIGO', 'PROMO10'), { nil: null }),
    lot: lotArb,
  })
  .map((fields) => aProduct(fields));

/** A cart: products of distinct ids (the cart never holds a product twice). */
const cartArb = fc.uniqueArray(productArb, { selector: (p) => p.id, maxLength: 6 });

const voucherArb = fc
  .record({
    products_ids: ids(productId),
    lots_ids: ids(lotId),
    free_product_ids: ids(productId),
    forbidden_products_ids: ids(productId),
    forbidden_lots_ids: ids(lotId),
    product_with_lots_ids: ids(productId),
  })
  .map((lists) => aVoucher(lists));

const restricted = (v: Voucher) =>
  v.products_ids.length + v.lots_ids.length + v.free_product_ids.length + v.product_with_lots_ids.length > 0;

describe('voucher rules, property tests (fast-check)', () => {
  it('never gives a voucher to a product already holding one, nor changes that voucher', () => {
    fc.assert(
      fc.property(cartArb, voucherArb, (cart, voucher) => {
        const after = applyVoucherToCart(cart, voucher);
        cart.forEach((product, i) => {
          if (product.voucher) expect(after[i]).toBe(product);
        });
      }),
    );
  });

  it('gives the code exactly to the products the verdict accepts, in cart order, and leaves the others as they were', () => {
    fc.assert(
      fc.property(cartArb, voucherArb, (cart, voucher) => {
        const after = applyVoucherToCart(cart, voucher);
        expect(after.map((p) => p.id)).toEqual(cart.map((p) => p.id));
        cart.forEach((product, i) => {
          if (voucherVerdict(product, voucher).applies)
            expect(after[i]).toEqual({ ...product, voucher: 'PROMO10' });
          else expect(after[i]).toBe(product);
        });
        expect(voucherTargets(cart, voucher)).toEqual(
          cart.filter((p) => voucherApplies(p, voucher)).map((p) => p.id),
        );
      }),
    );
  });

  it('never applies to a forbidden product, a forbidden lot, a voucher-disabled lot, or a product refusing vouchers not listed free', () => {
    fc.assert(
      fc.property(productArb, voucherArb, (product, voucher) => {
        const lot = product.lot;
        const excluded =
          voucher.forbidden_products_ids.includes(product.id) ||
          (lot !== null && (lot.is_voucher_disabled || voucher.forbidden_lots_ids.includes(lot.id))) ||
          (!product.allow_vouchers && !voucher.free_product_ids.includes(product.id));
        if (excluded) expect(voucherApplies(product, voucher)).toBe(false);
      }),
    );
  });

  it('a restricted voucher applies only to a product it lists (by id, free, its lot, or with its lots)', () => {
    fc.assert(
      fc.property(productArb, voucherArb.filter(restricted), (product, voucher) => {
        fc.pre(voucherApplies(product, voucher));
        const lot = product.lot;
        const listed =
          voucher.products_ids.includes(product.id) ||
          voucher.free_product_ids.includes(product.id) ||
          (lot !== null &&
            (voucher.lots_ids.includes(lot.id) || voucher.product_with_lots_ids.includes(product.id)));
        expect(listed).toBe(true);
      }),
    );
  });

  it('a store-wide voucher applies to every product free of a voucher that allows vouchers and is not forbidden', () => {
    fc.assert(
      fc.property(productArb, fc.uniqueArray(productId, { maxLength: 3 }), (product, forbidden) => {
        const voucher = aVoucher({ forbidden_products_ids: forbidden });
        const eligible =
          !product.voucher &&
          product.allow_vouchers &&
          !product.lot?.is_voucher_disabled &&
          !forbidden.includes(product.id);
        expect(voucherApplies(product, voucher)).toBe(eligible);
      }),
    );
  });

  it('forbidding one more product or lot never adds a product to the ones it applies to', () => {
    fc.assert(
      fc.property(cartArb, voucherArb, productId, lotId, (cart, voucher, extraProduct, extraLot) => {
        const before = new Set(voucherTargets(cart, voucher));
        const stricter = {
          ...voucher,
          forbidden_products_ids: [...voucher.forbidden_products_ids, extraProduct],
          forbidden_lots_ids: [...voucher.forbidden_lots_ids, extraLot],
        };
        for (const id of voucherTargets(cart, stricter)) expect(before.has(id)).toBe(true);
      }),
    );
  });

  it('listing one more product in a restricted voucher never takes a product out of the ones it applies to', () => {
    fc.assert(
      fc.property(cartArb, voucherArb.filter(restricted), productId, (cart, voucher, extra) => {
        const wider = { ...voucher, products_ids: [...voucher.products_ids, extra] };
        const after = new Set(voucherTargets(cart, wider));
        for (const id of voucherTargets(cart, voucher)) expect(after.has(id)).toBe(true);
      }),
    );
  });

  it('applying twice is applying once, and removing the code gives back the cart it was applied to', () => {
    fc.assert(
      fc.property(cartArb, voucherArb, (cart, voucher) => {
        const withoutCode = removeVoucherFromCart(cart, voucher.code);
        const once = applyVoucherToCart(withoutCode, voucher);
        expect(applyVoucherToCart(once, voucher)).toEqual(once);
        expect(removeVoucherFromCart(once, voucher.code)).toEqual(withoutCode);
        expect(cartVoucherCodes(once).includes(voucher.code)).toBe(
          voucherTargets(withoutCode, voucher).length > 0,
        );
      }),
    );
  });
});

describe('the cart and a voucher', () => {
  const fits = aProduct({ id: 1, name: 'Português' });
  const other = aProduct({ id: 2, name: 'Direito Constitucional' });
  const held = aProduct({ id: 3, voucher: 'ANTIGO' });

  it('gives the voucher only to the products it fits, keeps the others and the ones holding a voucher', () => {
    const voucher = aVoucher({ code: 'PORTUGUES20', products_ids: [1, 3] });
    expect(voucherTargets([fits, other, held], voucher)).toEqual([1]);
    const cart = applyVoucherToCart([fits, other, held], voucher);
    expect(cart.map((p) => p.voucher)).toEqual(['PORTUGUES20', null, 'ANTIGO']);
    expect(cartVoucherCodes(cart)).toEqual(['PORTUGUES20', 'ANTIGO']);
    expect(removeVoucherFromCart(cart, 'PORTUGUES20').map((p) => p.voucher)).toEqual([null, null, 'ANTIGO']);
  });

  it('applying twice changes nothing', () => {
    const voucher = aVoucher();
    const once = applyVoucherToCart([fits, other], voucher);
    expect(applyVoucherToCart(once, voucher)).toEqual(once);
  });
});

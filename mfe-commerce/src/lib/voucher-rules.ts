import { type Voucher } from 'shared-contracts';
import { voucherApplies, type VoucherRulesProduct } from 'shared-contracts/commerce';

/**
 * The cart's side of the vouchers: which of its products a voucher goes to, applying and removing it. The
 * applicability rules of spec 3 §5 are shared-contracts' `voucherVerdict` (the dev BFF prices with the same).
 */

/** The ids of the products `voucher` applies to, in cart order. */
export function voucherTargets(products: ReadonlyArray<VoucherRulesProduct>, voucher: Voucher): number[] {
  return products.filter((product) => voucherApplies(product, voucher)).map((p) => p.id);
}

/** The cart with `voucher` given to every product it applies to; the others unchanged. */
export function applyVoucherToCart<P extends VoucherRulesProduct>(
  products: readonly P[],
  voucher: Voucher,
): P[] {
  const targets = new Set(voucherTargets(products, voucher));
  return products.map((product) =>
    targets.has(product.id) ? { ...product, voucher: voucher.code } : product,
  );
}

/** The cart without the voucher `code` (the products holding it lose it). */
export function removeVoucherFromCart<P extends Pick<VoucherRulesProduct, 'voucher'>>(
  products: readonly P[],
  code: string,
): P[] {
  return products.map((product) => (product.voucher === code ? { ...product, voucher: null } : product));
}

/** The voucher codes held in the cart, each once, in cart order. */
export function cartVoucherCodes(products: ReadonlyArray<Pick<VoucherRulesProduct, 'voucher'>>): string[] {
  return [...new Set(products.map((p) => p.voucher).filter((code): code is string => Boolean(code)))];
}

import type { Product, Voucher } from 'shared-contracts';

/** Why a voucher does not apply to a product (spec 3 §5), in the order the rules are checked. */
export type VoucherSkipReason =
  | 'already-has-voucher'
  | 'vouchers-not-allowed'
  | 'lot-voucher-disabled'
  | 'forbidden-product'
  | 'forbidden-lot'
  | 'not-listed';

/** The verdict of one product. */
export type VoucherVerdict = { applies: true } | { applies: false; reason: VoucherSkipReason };

/** The product and lot lists the voucher is restricted to are all empty: it applies store-wide. */
function isStoreWide(voucher: Voucher): boolean {
  return (
    voucher.products_ids.length === 0 &&
    voucher.lots_ids.length === 0 &&
    voucher.product_with_lots_ids.length === 0 &&
    voucher.free_product_ids.length === 0
  );
}

/**
 * Whether `voucher` applies to `product` (spec 3 §5), pure:
 * - a product already holding a voucher is skipped;
 * - the product allows vouchers, or the voucher lists it free (`free_product_ids`);
 * - its lot is not voucher-disabled;
 * - it is not forbidden, by product (`forbidden_products_ids`) or by lot (`forbidden_lots_ids`);
 * - it matches the voucher's lists: its id in `products_ids`, `free_product_ids` or (when it has a lot)
 *   `product_with_lots_ids`, or its lot's id in `lots_ids`. A voucher with every list empty is store-wide.
 */
export function voucherVerdict(
  product: Pick<Product, 'id' | 'allow_vouchers' | 'voucher' | 'lot'>,
  voucher: Voucher,
): VoucherVerdict {
  if (product.voucher) return { applies: false, reason: 'already-has-voucher' };
  const listedFree = voucher.free_product_ids.includes(product.id);
  if (!product.allow_vouchers && !listedFree) return { applies: false, reason: 'vouchers-not-allowed' };
  const lot = product.lot;
  if (lot?.is_voucher_disabled) return { applies: false, reason: 'lot-voucher-disabled' };
  if (voucher.forbidden_products_ids.includes(product.id))
    return { applies: false, reason: 'forbidden-product' };
  if (lot && voucher.forbidden_lots_ids.includes(lot.id)) return { applies: false, reason: 'forbidden-lot' };
  const listed =
    isStoreWide(voucher) ||
    listedFree ||
    voucher.products_ids.includes(product.id) ||
    (lot !== null && voucher.lots_ids.includes(lot.id)) ||
    (lot !== null && voucher.product_with_lots_ids.includes(product.id));
  return listed ? { applies: true } : { applies: false, reason: 'not-listed' };
}

/** The ids of the products `voucher` applies to, in cart order. */
export function voucherTargets(
  products: ReadonlyArray<Pick<Product, 'id' | 'allow_vouchers' | 'voucher' | 'lot'>>,
  voucher: Voucher,
): number[] {
  return products.filter((product) => voucherVerdict(product, voucher).applies).map((p) => p.id);
}

/** The cart with `voucher` given to every product it applies to; the others unchanged. */
export function applyVoucherToCart<P extends Pick<Product, 'id' | 'allow_vouchers' | 'voucher' | 'lot'>>(
  products: readonly P[],
  voucher: Voucher,
): P[] {
  const targets = new Set(voucherTargets(products, voucher));
  return products.map((product) =>
    targets.has(product.id) ? { ...product, voucher: voucher.code } : product,
  );
}

/** The cart without the voucher `code` (the products holding it lose it). */
export function removeVoucherFromCart<P extends Pick<Product, 'voucher'>>(
  products: readonly P[],
  code: string,
): P[] {
  return products.map((product) => (product.voucher === code ? { ...product, voucher: null } : product));
}

/** The voucher codes held in the cart, each once, in cart order. */
export function cartVoucherCodes(products: ReadonlyArray<Pick<Product, 'voucher'>>): string[] {
  return [...new Set(products.map((p) => p.voucher).filter((code): code is string => Boolean(code)))];
}

/** Whether a voucher is past its end at `now`. */
export function isVoucherExpired(voucher: Pick<Voucher, 'expires_at'>, now: Date = new Date()): boolean {
  if (!voucher.expires_at) return false;
  const ends = Date.parse(voucher.expires_at);
  return Number.isFinite(ends) && ends <= now.getTime();
}

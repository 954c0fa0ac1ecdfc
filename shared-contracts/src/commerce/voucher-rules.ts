/**
 * The voucher applicability rules of spec 3 §5, one pure function shared by the commerce remote (what the
 * cart shows before the server prices it) and the dev BFF (what cart/price accepts).
 */
import type { Product } from '../dto/commerce';
import type { Voucher } from '../dto/commerce-checkout';

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

/** What the rules read of a product. */
export type VoucherRulesProduct = Pick<Product, 'id' | 'allow_vouchers' | 'voucher' | 'lot'>;

/** What the rules read of a voucher: its product and lot lists. */
export type VoucherRulesVoucher = Pick<
  Voucher,
  | 'products_ids'
  | 'lots_ids'
  | 'free_product_ids'
  | 'forbidden_products_ids'
  | 'forbidden_lots_ids'
  | 'product_with_lots_ids'
>;

/** The product and lot lists the voucher is restricted to are all empty: it applies store-wide. */
export function isStoreWideVoucher(voucher: VoucherRulesVoucher): boolean {
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
export function voucherVerdict(product: VoucherRulesProduct, voucher: VoucherRulesVoucher): VoucherVerdict {
  if (product.voucher) return { applies: false, reason: 'already-has-voucher' };
  const listedFree = voucher.free_product_ids.includes(product.id);
  if (!product.allow_vouchers && !listedFree) return { applies: false, reason: 'vouchers-not-allowed' };
  const lot = product.lot;
  if (lot?.is_voucher_disabled) return { applies: false, reason: 'lot-voucher-disabled' };
  if (voucher.forbidden_products_ids.includes(product.id))
    return { applies: false, reason: 'forbidden-product' };
  if (lot && voucher.forbidden_lots_ids.includes(lot.id)) return { applies: false, reason: 'forbidden-lot' };
  const listed =
    isStoreWideVoucher(voucher) ||
    listedFree ||
    voucher.products_ids.includes(product.id) ||
    (lot !== null && voucher.lots_ids.includes(lot.id)) ||
    (lot !== null && voucher.product_with_lots_ids.includes(product.id));
  return listed ? { applies: true } : { applies: false, reason: 'not-listed' };
}

/** Whether `voucher` applies to `product` (spec 3 §5). */
export function voucherApplies(product: VoucherRulesProduct, voucher: VoucherRulesVoucher): boolean {
  return voucherVerdict(product, voucher).applies;
}

/** Whether a voucher is past its end at `now` (an unreadable end counts as no end). */
export function isVoucherExpired(voucher: Pick<Voucher, 'expires_at'>, now: Date = new Date()): boolean {
  if (!voucher.expires_at) return false;
  const ends = Date.parse(voucher.expires_at);
  return Number.isFinite(ends) && ends <= now.getTime();
}

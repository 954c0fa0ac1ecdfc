import { MAX_INSTALLMENTS, type Product, type ProductAmounts } from 'shared-contracts';
import { BUY_FREE_LABEL, BUY_LABEL, FREE_AMOUNT_LABEL } from '../constants';
import { formatBrl, formatUntil, safeHref } from 'shared-design-system/area';

/** The name and prices a card sells: the lot's when the product has a lot (spec 3 §4). */
export interface CardOffer {
  name: string;
  amounts: ProductAmounts;
  /** the product's own amounts when a lot replaces them (the crossed-out 'from' price) */
  originalAmounts: ProductAmounts | null;
}

/**
 * Whether a card is shown (spec 3 §2): the product has amounts, name and slug, and when a lot exists the
 * lot has amounts and name.
 */
export function isCardVisible(product: Product): boolean {
  if (!product.amounts || !product.name || !product.slug) return false;
  if (product.lot && (!product.lot.amounts || !product.lot.name)) return false;
  return true;
}

/** What the card sells, or null when the card is hidden. */
export function cardOffer(product: Product): CardOffer | null {
  if (!isCardVisible(product) || !product.amounts) return null;
  if (product.lot?.amounts && product.lot.name) {
    return { name: product.lot.name, amounts: product.lot.amounts, originalAmounts: product.amounts };
  }
  return { name: product.name, amounts: product.amounts, originalAmounts: null };
}

/**
 * Whether the product is sold elsewhere (spec 3 §4): it has an external address. An empty (or blank) or
 * missing one is no address, so the product is sold here.
 */
export function hasExternalUrl(product: Pick<Product, 'external_url'>): boolean {
  return typeof product.external_url === 'string' && product.external_url.trim() !== '';
}

/**
 * Where an external product is sold (spec 3 §4: it is opened there, never added to the cart): its address
 * when it is a safe one (http, https), null when it has none or an unsafe one (then it cannot be bought).
 */
export function externalAddress(product: Product): string | null {
  return safeHref(product.external_url) ?? null;
}

/** Free: all four amounts are 0 (spec 3 §4). */
export function isFree(amounts: ProductAmounts): boolean {
  return (
    amounts.credit_card === 0 &&
    amounts.boleto === 0 &&
    amounts.pix === 0 &&
    (amounts.credit_card_installments ?? 0) === 0
  );
}

/** The price text: 'Grátis' when free, else the card price in BRL. */
export function priceLabel(amounts: ProductAmounts): string {
  return isFree(amounts) ? FREE_AMOUNT_LABEL : formatBrl(amounts.credit_card);
}

/** Installments: 12 when a card-installment amount exists, else none (spec 3 §5). */
export function installmentsOf(amounts: ProductAmounts): number | null {
  return amounts.credit_card_installments ? MAX_INSTALLMENTS : null;
}

/** '12x de R$ 39,90', or null without installments. */
export function installmentsLabel(amounts: ProductAmounts): string | null {
  const count = installmentsOf(amounts);
  return count && amounts.credit_card_installments
    ? `${count}x de ${formatBrl(amounts.credit_card_installments)}`
    : null;
}

/**
 * Discount percent between an old and a new price (spec 3 §5): 100 − 100 × new / old, floored after adding
 * 0.01 (so 19.999… from rounding counts as 20), never below 0. Null when there is no old price to compare.
 */
export function discountPercent(oldPrice: number | null | undefined, newPrice: number): number | null {
  if (!oldPrice || oldPrice <= 0) return null;
  return Math.max(0, Math.floor(100 - (100 * newPrice) / oldPrice + 0.01));
}

/** The card's discount: lot price against the product price, otherwise the bonus discount; 0 = none. */
export function cardDiscountPercent(product: Product): number {
  const offer = cardOffer(product);
  if (!offer) return 0;
  const fromLot = discountPercent(offer.originalAmounts?.credit_card, offer.amounts.credit_card);
  if (fromLot !== null && fromLot > 0) return fromLot;
  return Math.max(0, product.bonus?.self_products_discount ?? 0);
}

/** 'Compre agora', or 'Inscreva-se agora' for a free product. */
export function buyLabel(amounts: ProductAmounts): string {
  return isFree(amounts) ? BUY_FREE_LABEL : BUY_LABEL;
}

/** 'Até dd/mm' in São Paulo time from the lot's selling end (else the bonus end); null without a date. */
export function dateTag(product: Product): string | null {
  const ends = product.lot?.selling_ends_at ?? product.bonus?.ends_at ?? null;
  return ends ? formatUntil(ends) || null : null;
}

/** The highest earned product discount (percent), or null. */
export function highestEarnedDiscount(product: Product): number | null {
  const discounts = product.bonus?.earned_product_discounts ?? [];
  if (discounts.length === 0) return null;
  return Math.max(...discounts.map((d) => d.earned_discount));
}

/** 'Adquira e ganhe até {n}% de desconto em produtos adicionais' (spec 3 §2), or null. */
export function bonusText(product: Product): string | null {
  const highest = highestEarnedDiscount(product);
  return highest && highest > 0 ? `Adquira e ganhe até ${highest}% de desconto em produtos adicionais` : null;
}

/** Names of the bonus products and items (display_name, else name). */
export function bonusEntries(product: Product): string[] {
  const bonus = product.bonus;
  if (!bonus) return [];
  return [...bonus.earned_products, ...bonus.earned_items]
    .map((entry) => entry.display_name || entry.name)
    .filter(Boolean);
}

/**
 * What the card's body shows: the whole bonus list, else the whole description. Whether 'E mais' is needed
 * is measured on the page (the content overflowing its box), not counted here.
 */
export type CardBody =
  { kind: 'bonus'; items: string[] } | { kind: 'description'; text: string } | { kind: 'none' };

export function cardBody(product: Product): CardBody {
  const entries = bonusEntries(product);
  if (entries.length > 0) return { kind: 'bonus', items: entries };
  const description = product.description?.trim() ?? '';
  return description ? { kind: 'description', text: description } : { kind: 'none' };
}

import type { CatalogMeta, Product, ProductAmounts } from 'shared-contracts';
import { hasNumber, isNumber, isRecord } from 'shared-design-system/area';

/**
 * Any list: for the answers whose items are checked one by one and the bad ones left out (a catalogue with
 * one broken product still shows the others), where the kit's `expectList` would refuse the whole answer.
 */
export function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

function isAmounts(value: unknown): value is ProductAmounts {
  return (
    isRecord(value) &&
    hasNumber(value, 'credit_card') &&
    hasNumber(value, 'boleto') &&
    hasNumber(value, 'pix') &&
    (value.credit_card_installments === null ||
      value.credit_card_installments === undefined ||
      isNumber(value.credit_card_installments))
  );
}

/** Absent, null, or amounts. */
function isOptionalAmounts(value: unknown): boolean {
  return value === null || value === undefined || isAmounts(value);
}

/**
 * A product as the catalogue calls send it. Only what the screens rely on is checked; a product failing
 * the card rules (no amounts, no name) still passes here and is hidden by isCardVisible.
 */
export function isProduct(value: unknown): value is Product {
  if (!isRecord(value) || !hasNumber(value, 'id')) return false;
  if (typeof value.name !== 'string' && value.name !== null) return false;
  if (typeof value.slug !== 'string' && value.slug !== null) return false;
  if (!isOptionalAmounts(value.amounts)) return false;
  if (value.lot !== null && value.lot !== undefined) {
    if (!isRecord(value.lot) || !isOptionalAmounts(value.lot.amounts)) return false;
  }
  return true;
}

/** The catalogue's pagination block ({ page, perPage, total, lastPage }, not the kit's snake_case one). */
export function isCatalogMeta(value: unknown): value is CatalogMeta {
  return (
    isRecord(value) && hasNumber(value, 'page') && hasNumber(value, 'total') && hasNumber(value, 'lastPage')
  );
}

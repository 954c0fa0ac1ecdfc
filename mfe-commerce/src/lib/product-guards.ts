import type { CatalogMeta, Product, ProductAmounts } from 'shared-contracts';
import { isRecord, UnexpectedResponseError } from 'shared-design-system/area';

function isAmounts(value: unknown): value is ProductAmounts {
  return (
    isRecord(value) &&
    typeof value.credit_card === 'number' &&
    typeof value.boleto === 'number' &&
    typeof value.pix === 'number' &&
    (value.credit_card_installments === null ||
      value.credit_card_installments === undefined ||
      typeof value.credit_card_installments === 'number')
  );
}

/**
 * A product as the catalogue calls send it. Only what the screens rely on is checked; a product failing
 * the card rules (no amounts, no name) still passes here and is hidden by isCardVisible.
 */
export function isProduct(value: unknown): value is Product {
  if (!isRecord(value) || typeof value.id !== 'number') return false;
  if (typeof value.name !== 'string' && value.name !== null) return false;
  if (typeof value.slug !== 'string' && value.slug !== null) return false;
  if (value.amounts !== null && value.amounts !== undefined && !isAmounts(value.amounts)) return false;
  if (value.lot !== null && value.lot !== undefined) {
    if (
      !isRecord(value.lot) ||
      (value.lot.amounts !== null && value.lot.amounts !== undefined && !isAmounts(value.lot.amounts))
    )
      return false;
  }
  return true;
}

export function isCatalogMeta(value: unknown): value is CatalogMeta {
  return (
    isRecord(value) &&
    typeof value.page === 'number' &&
    typeof value.total === 'number' &&
    typeof value.lastPage === 'number'
  );
}

export { isRecord, UnexpectedResponseError };

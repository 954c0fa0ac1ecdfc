import { categoryOpenedCookieName } from 'shared-contracts';

/**
 * Remembers from which category a product was opened (cookie 'product-id-{id}-opened-from-category-id',
 * spec 3 §4), or forgets it when the product was opened outside a category.
 */
export function rememberProductCategory(productId: number, categoryId: number | null): void {
  const name = categoryOpenedCookieName(productId);
  document.cookie =
    categoryId === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${categoryId}; Path=/; SameSite=Lax`;
}

import { CART_STORAGE_KEY, userStorageKey, type CartProduct } from 'shared-contracts';

/** The student `createTestPlatform()` signs in (its default user). */
export const TEST_STUDENT_ID = 1;

/** The signed-in test student's cart as local storage holds it (`user:1:cart-products`). */
export function storedCart(): CartProduct[] {
  return JSON.parse(window.localStorage.getItem(userStorageKey(TEST_STUDENT_ID, CART_STORAGE_KEY)) ?? '[]');
}

/** Puts products in the signed-in test student's cart before the page opens. */
export function seedCart(products: readonly unknown[]): void {
  window.localStorage.setItem(userStorageKey(TEST_STUDENT_ID, CART_STORAGE_KEY), JSON.stringify(products));
}

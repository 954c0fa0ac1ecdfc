import { createStore } from 'jotai/vanilla';
import { adoptVisitorCart, cartOwnerAtom } from './cart-products-atom';

/** This remote's own jotai store type (ARCHITECTURE §5: each remote keeps its own store for its own state). */
export type CommerceStore = ReturnType<typeof createStore>;

/**
 * A fresh store per mount of the area, its cart the signed-in student's (`cartOwner`): state that must
 * outlive a remount (the cart) lives in local storage, and tests get isolated stores for free.
 */
export function createCommerceStore(cartOwner: number | null = null): CommerceStore {
  const store = createStore();
  if (cartOwner !== null) adoptVisitorCart(cartOwner);
  store.set(cartOwnerAtom, cartOwner);
  return store;
}

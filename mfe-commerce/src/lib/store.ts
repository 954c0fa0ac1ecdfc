import { createStore } from 'jotai/vanilla';

/** This remote's own jotai store type (ARCHITECTURE §5: each remote keeps its own store for its own state). */
export type CommerceStore = ReturnType<typeof createStore>;

/**
 * A fresh store per mount of the area: state that must outlive a remount (the cart) lives in local
 * storage, and tests get isolated stores for free.
 */
export function createCommerceStore(): CommerceStore {
  return createStore();
}

import { atom } from 'jotai/vanilla';
import { CART_STORAGE_KEY, type CartProduct } from 'shared-contracts';

function isCartProduct(value: unknown): value is CartProduct {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Record<string, unknown>;
  return (
    typeof product.id === 'number' && typeof product.name === 'string' && typeof product.slug === 'string'
  );
}

/** The cart kept in local storage ('cart-products', spec 3 §4); unreadable content counts as empty. */
export function readStoredCart(storage: Storage = window.localStorage): CartProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartProduct) : [];
  } catch {
    return [];
  }
}

function writeStoredCart(products: CartProduct[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(products));
  } catch {
    // storage full or blocked: the cart still works for this visit
  }
}

/** null until the cart is first read from local storage. */
const cartCacheAtom = atom<CartProduct[] | null>(null);

/** The products in the cart; writing replaces them and saves to local storage. */
export const cartProductsAtom = atom(
  (get) => get(cartCacheAtom) ?? readStoredCart(),
  (_get, set, products: CartProduct[]) => {
    set(cartCacheAtom, products);
    writeStoredCart(products);
  },
);

/** Adds a product unless it is already in the cart (spec 3 §4). */
export const addToCartAtom = atom(null, (get, set, product: CartProduct) => {
  const current = get(cartProductsAtom);
  if (current.some((p) => p.id === product.id)) return;
  set(cartProductsAtom, [...current, product]);
});

export const removeFromCartAtom = atom(null, (get, set, productId: number) => {
  set(
    cartProductsAtom,
    get(cartProductsAtom).filter((p) => p.id !== productId),
  );
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartProductsAtom, []);
});

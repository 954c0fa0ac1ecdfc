import { atom, type createStore } from 'jotai/vanilla';
import {
  CART_STORAGE_KEY,
  followStudentStorage,
  readUserValue,
  writeUserValue,
  type CartProduct,
  type PlatformApi,
} from 'shared-contracts';
import { hasNumber, hasString, isRecord } from 'shared-design-system/area';
import { isList } from './product-guards';
import { applyVoucherToCart, removeVoucherFromCart, voucherTargets } from './voucher-rules';
import type { Voucher } from 'shared-contracts';

function isCartProduct(value: unknown): value is CartProduct {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'name') && hasString(value, 'slug');
}

/** Whose cart this is: the signed-in student's id, or null for a visitor (set by the area root). */
export const cartOwnerAtom = atom<number | null>(null);

/**
 * The cart kept in local storage (spec 3 §4 'cart-products'): a visitor's under 'cart-products', a
 * student's under their own key (`user:{id}:cart-products`), so two students on one browser never share a
 * cart and Sair forgets it. Unreadable content counts as empty.
 */
export function readStoredCart(
  userId: number | null,
  storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
): CartProduct[] {
  if (userId !== null)
    return (readUserValue(storage, userId, CART_STORAGE_KEY, isList) ?? []).filter(isCartProduct);
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartProduct) : [];
  } catch {
    return [];
  }
}

function writeStoredCart(userId: number | null, products: CartProduct[]): void {
  const storage = typeof window === 'undefined' ? null : window.localStorage;
  if (userId !== null) {
    writeUserValue(storage, userId, CART_STORAGE_KEY, products);
    return;
  }
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(products));
  } catch {
    // storage full or blocked: the cart still works for this visit
  }
}

/**
 * A visitor who signs in keeps what they put in the cart: it joins their own cart (no product twice) and
 * the visitor's cart is emptied.
 */
export function adoptVisitorCart(userId: number): void {
  const visitor = readStoredCart(null);
  if (visitor.length === 0) return;
  const own = readStoredCart(userId);
  writeStoredCart(userId, [...own, ...visitor.filter((product) => !own.some((p) => p.id === product.id))]);
  writeStoredCart(null, []);
}

/** null until the cart is first read from local storage (or when another tab changed it). */
export const cartCacheAtom = atom<CartProduct[] | null>(null);
/** Bumped when local storage changed under the cart (another tab, a sign-in): the cart is read again. */
const cartReadsAtom = atom(0);

/** The products in the cart; writing replaces them and saves to local storage. */
export const cartProductsAtom = atom(
  (get) => {
    get(cartReadsAtom);
    return get(cartCacheAtom) ?? readStoredCart(get(cartOwnerAtom));
  },
  (get, set, products: CartProduct[]) => {
    set(cartCacheAtom, products);
    writeStoredCart(get(cartOwnerAtom), products);
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

/**
 * Gives `voucher` to every cart product it applies to (spec 3 §5) and answers how many got it (0: none, the
 * cart is unchanged).
 */
export const applyVoucherAtom = atom(null, (get, set, voucher: Voucher): number => {
  const products = get(cartProductsAtom);
  const count = voucherTargets(products, voucher).length;
  if (count > 0) set(cartProductsAtom, applyVoucherToCart(products, voucher));
  return count;
});

/** Takes the voucher `code` off the cart products holding it. */
export const removeVoucherAtom = atom(null, (get, set, code: string) => {
  set(cartProductsAtom, removeVoucherFromCart(get(cartProductsAtom), code));
});

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartProductsAtom, []);
});

/**
 * Keeps the store's cart in step with the session and the other tabs: the cart is the signed-in student's
 * (a visitor's cart joins it on sign-in), and a change made in another tab shows here. Returns the cleanup.
 */
export function syncCart(
  store: ReturnType<typeof createStore>,
  session: PlatformApi['session'],
  win: Window = window,
): () => void {
  const reread = () => {
    store.set(cartCacheAtom, null);
    store.set(cartReadsAtom, (n) => n + 1);
  };
  return followStudentStorage(
    session,
    CART_STORAGE_KEY,
    {
      owner: (userId) => {
        if (userId !== null) adoptVisitorCart(userId);
        store.set(cartOwnerAtom, userId);
        reread();
      },
      changed: reread,
    },
    win,
  );
}

/**
 * Replaces the cart products the catalogue answered again (`fresh`, by id) with the catalogue's data, each
 * keeping the voucher it holds; products the catalogue did not answer stay as they are. Nothing is written
 * when nothing changed.
 */
export const refreshCartProductsAtom = atom(null, (get, set, fresh: readonly CartProduct[]) => {
  const current = get(cartProductsAtom);
  let changed = false;
  const next = current.map((product) => {
    const found = fresh.find((p) => p.id === product.id);
    if (!found) return product;
    const updated = { ...found, voucher: product.voucher };
    if (JSON.stringify(updated) === JSON.stringify(product)) return product;
    changed = true;
    return updated;
  });
  if (changed) set(cartProductsAtom, next);
});

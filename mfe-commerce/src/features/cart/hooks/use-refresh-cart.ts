import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai/react';
import { useEffect } from 'react';
import { usePlatform, type CartProduct } from 'shared-contracts';
import { refreshCartProductsAtom } from '../../../lib/cart-products-atom';
import { wsProductsQuery } from '../../catalogue/api/get-ws-products';

/**
 * The cart kept in local storage may be days old: its products are read again from the catalogue web
 * service (GET /ws/product/catalog/many/{slugs}) and replaced by what it answers (name, lot, amounts, voucher
 * rules), each keeping its voucher. A failure leaves the cart as it is (logged).
 */
export function useRefreshCart(products: readonly CartProduct[]): void {
  const { http } = usePlatform();
  const slugs = [...new Set(products.map((p) => p.slug))].sort();
  const fresh = useQuery(wsProductsQuery(http, slugs));
  const refresh = useSetAtom(refreshCartProductsAtom);
  useEffect(() => {
    if (fresh.data) refresh(fresh.data);
  }, [fresh.data, refresh]);
}

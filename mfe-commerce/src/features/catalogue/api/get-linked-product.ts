import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, Product } from 'shared-contracts';
import { STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { getProductById } from './get-product-by-id';
import { getWsProduct } from './get-ws-products';

/**
 * The product of a buy link made outside the store (an e-mail, a campaign): digits are an id (GET
 * /bff/public/ecommerce/product/{id}), anything else a slug (GET /ws/product/catalog/{slug}).
 */
export function getLinkedProduct(http: HttpClients, wanted: string, signal?: AbortSignal): Promise<Product> {
  return /^\d+$/.test(wanted)
    ? getProductById(http, Number(wanted), signal)
    : getWsProduct(http, wanted, signal);
}

/** The product of a buy link (/cursos/carrinho?produto={id or slug}). */
export function linkedProductQuery(http: HttpClients, wanted: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'product-from-link', wanted],
    queryFn: ({ signal }) => getLinkedProduct(http, wanted, signal),
    staleTime: STALE_TIME.default,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  usePlatform,
  type CartPriceBody,
  type CartPriceResponse,
  type CartProduct,
  type HttpClients,
} from 'shared-contracts';
import { expectData, isArrayOf, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isAmounts, isCartPriceItem } from '../../../lib/checkout-guards';

type CartPrice = CartPriceResponse['data'];

function isCartPrice(value: unknown): value is CartPrice {
  return isRecord(value) && isArrayOf(value.items, isCartPriceItem) && isAmounts(value.total);
}

/** What POST cart/price is asked about a cart: each product, its lot and its voucher. */
export function cartPriceBody(products: readonly CartProduct[]): CartPriceBody {
  return {
    products: products.map((p) => ({
      product_id: p.id,
      lot_id: p.lot?.id ?? null,
      voucher: p.voucher ?? null,
    })),
  };
}

/**
 * POST /bff/public/ecommerce/cart/price (public): the server's prices of the cart, each product's from/to
 * price and the total. A read, although a POST. A failure is logged and rethrown.
 */
export function getCartPrice(
  http: HttpClients,
  body: CartPriceBody,
  signal?: AbortSignal,
): Promise<CartPrice> {
  return serviceCall(AREA_NAME, 'getCartPrice', async () => {
    const answer = await http.ecommerce
      .post('bff/public/ecommerce/cart/price', { json: body, signal })
      .json<unknown>();
    return expectData(answer, isCartPrice, 'preço do carrinho');
  });
}

export function cartPriceQuery(http: HttpClients, body: CartPriceBody) {
  return queryOptions({
    queryKey: [AREA_NAME, 'cart-price', body],
    queryFn: ({ signal }) => getCartPrice(http, body, signal),
    staleTime: STALE_TIME.live,
    enabled: body.products.length > 0,
  });
}

/** The cart's server prices; the previous answer stays while a changed cart is priced again. */
export function useCartPrice(products: readonly CartProduct[]) {
  const { http } = usePlatform();
  return useQuery({ ...cartPriceQuery(http, cartPriceBody(products)), placeholderData: keepPreviousData });
}

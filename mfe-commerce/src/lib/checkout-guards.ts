import type {
  AutomaticVoucher,
  CartPriceItem,
  CustomerCard,
  OrderBump,
  ProductAmounts,
  Voucher,
} from 'shared-contracts';
import { isArrayOf, isNumber, isRecord, isString, shapeGuard } from 'shared-design-system/area';
import { isProduct } from './product-guards';

const isIdList = (value: unknown) => isArrayOf(value, isNumber);

export const isAmounts = shapeGuard<ProductAmounts>({
  credit_card: 'number',
  boleto: 'number',
  pix: 'number',
  credit_card_installments: 'number?',
});

export const isVoucher = shapeGuard<Voucher>({
  code: 'string',
  products_ids: isIdList,
  lots_ids: isIdList,
  free_product_ids: isIdList,
  forbidden_products_ids: isIdList,
  forbidden_lots_ids: isIdList,
  product_with_lots_ids: isIdList,
  discount_percent: 'number',
  expires_at: 'string?',
});

export function isAutomaticVoucher(value: unknown): value is AutomaticVoucher {
  return isVoucher(value) && isRecord(value) && isNumber(value.min_amount_spent);
}

export const isCartPriceItem = shapeGuard<CartPriceItem>({
  product_id: 'number',
  from: isAmounts,
  to: isAmounts,
  voucher: 'string?',
});

export const isOrderBump = shapeGuard<OrderBump>({
  cart_product_id: 'number',
  product: isProduct,
  amounts: isAmounts,
});

export const isCustomerCard = shapeGuard<CustomerCard>({
  id: 'string',
  brand: 'string',
  last_digits: (value) => isString(value) && /^\d{4}$/.test(value),
  holder_name: 'string',
  expiration: 'string',
});

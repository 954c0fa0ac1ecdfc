import type {
  AutomaticVoucher,
  CatalogNode,
  ProductShelfResponse,
  CheckoutOrder,
  OrderPayment,
  PostalAddress,
  PostSaleAction,
  Recurrence,
  CartPriceItem,
  CustomerCard,
  OrderBump,
  ProductAmounts,
  Voucher,
} from 'shared-contracts';
import { isArrayOf, isNumber, isRecord, isString, shapeGuard } from 'shared-design-system/area';
import { isOrder } from './order-labels';
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

export const isPostalLookup = shapeGuard<Omit<PostalAddress, 'number' | 'complement'>>({
  zip_code: 'string',
  street: 'string',
  neighborhood: 'string',
  city: 'string',
  state: 'string',
});

const isOrderPayment = shapeGuard<OrderPayment>({
  pix_code: 'string?',
  pix_expires_at: 'string?',
  boleto_line: 'string?',
  boleto_expires_at: 'string?',
  card: 'record?',
});

/** An order of the checkout: an order plus how it is paid and its post-sale actions. */
export function isCheckoutOrder(value: unknown): value is CheckoutOrder {
  return (
    isOrder(value) &&
    isRecord(value) &&
    (value.payment === null || value.payment === undefined || isOrderPayment(value.payment)) &&
    (value.post_sale_action_ids === undefined || isArrayOf(value.post_sale_action_ids, isNumber))
  );
}

export const isPostSaleAction = shapeGuard<PostSaleAction>({
  id: 'number',
  details: shapeGuard({ title: 'string', description: 'string', kind: 'string' }),
  completion: shapeGuard({ completed: 'boolean', completed_at: 'string?' }),
});

export const isRecurrence = shapeGuard<Recurrence>({
  id: 'number',
  product: shapeGuard({ id: 'number', name: 'string', slug: 'string' }),
  status: 'string',
  amount: 'number',
  next_charge_at: 'string?',
  card: 'record?',
});

export const isCatalogNode = shapeGuard<CatalogNode>({
  id: 'number',
  name: 'string',
  slug: 'string',
  parent_id: 'number?',
  products: (value) => isArrayOf(value, isProduct),
});

export const isProductShelf = shapeGuard<ProductShelfResponse['data']>({
  id: 'number',
  name: 'string',
  slug: 'string',
  products: (value) => isArrayOf(value, isProduct),
});

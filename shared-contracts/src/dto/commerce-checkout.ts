/**
 * Commerce entities of the cart, vouchers, checkout, recurrence and post-sale (spec 3 §3, §7), pt field
 * names as the API sends them. Where the spec says "payload not shown", these are the dev BFF's shapes.
 * Owned by the mfe-commerce team; the dev BFF answers with these types.
 */
import type { Order, PaymentMethod, PriceInfo, Product, ProductAmounts } from './commerce';

/** A voucher (spec 3 §3) with the rules of spec 3 §5. */
export interface Voucher {
  code: string;
  products_ids: number[];
  lots_ids: number[];
  /** products the voucher applies to even when they do not allow vouchers */
  free_product_ids: number[];
  forbidden_products_ids: number[];
  forbidden_lots_ids: number[];
  /** products whose every lot the voucher accepts */
  product_with_lots_ids: number[];
  /** percent taken off the price of each product it applies to (the dev BFF's) */
  discount_percent: number;
  /** ISO date-time it stops being valid, null when it never expires */
  expires_at: string | null;
}

/** GET /bff/public/ecommerce/voucher/{code}/{userId} (404 VOUCHER.NOT_FOUND, 422 VOUCHER.EXPIRED). */
export interface VoucherResponse {
  data: Voucher;
}

/** The automatic voucher offered when the cart reaches an amount spent. */
export interface AutomaticVoucher extends Voucher {
  /** integer cents the cart must reach for it to be linked */
  min_amount_spent: number;
}

/** GET /bff/public/ecommerce/voucher/automatic/find (data null when there is none). */
export interface AutomaticVoucherResponse {
  data: AutomaticVoucher | null;
}

/** POST /bff/ecommerce/voucher/automatic/link body. */
export interface LinkAutomaticVoucherBody {
  /** integer cents of the cart (card price) */
  amountSpent: number;
}

/** One product of POST cart/price. */
export interface CartPriceItemRequest {
  product_id: number;
  lot_id: number | null;
  voucher: string | null;
}

/** POST /bff/public/ecommerce/cart/price body. */
export interface CartPriceBody {
  products: CartPriceItemRequest[];
}

/** One priced product of the cart. */
export interface CartPriceItem {
  product_id: number;
  /** list price (lot's when it has one) */
  from: ProductAmounts;
  /** price to pay after the voucher */
  to: ProductAmounts;
  /** the voucher the server accepted for this product, null when none */
  voucher: string | null;
}

/** POST /bff/public/ecommerce/cart/price answer. */
export interface CartPriceResponse {
  data: { items: CartPriceItem[]; total: ProductAmounts };
}

/** An order bump: a product offered in the cart beside one of its products, at a bump price. */
export interface OrderBump {
  /** the cart product it is offered with */
  cart_product_id: number;
  product: Product;
  /** the bump price (integer cents) */
  amounts: ProductAmounts;
}

/** GET /bff/public/ecommerce/order-bumps?cart_product_id=..&cart_product_id=.. */
export interface OrderBumpsResponse {
  data: OrderBump[];
}

/** GET /bff/public/ecommerce/payment-methods-enabled. */
export interface PaymentMethodsEnabledResponse {
  data: PaymentMethod[];
}

/** A saved card: never more than brand and the last four digits. */
export interface CustomerCard {
  id: string;
  brand: string;
  last_digits: string;
  holder_name: string;
  /** 'MM/AA' */
  expiration: string;
}

/** GET /bff/ecommerce/customer/cards. */
export interface CustomerCardsResponse {
  data: CustomerCard[];
}

/** POST /bff/ecommerce/customer/{id}/cards body (sent once over TLS, never kept by the browser). */
export interface AddCustomerCardBody {
  number: string;
  holder_name: string;
  expiration: string;
  cvv: string;
}

/** POST /bff/ecommerce/customer/{id}/cards answer. */
export interface CustomerCardResponse {
  data: CustomerCard;
}

/** GET /bff/ecommerce/customer/{id}. */
export interface CustomerResponse {
  data: { id: number; name: string; email: string; cpf: string | null; address: PostalAddress | null };
}

/** A Brazilian postal address. */
export interface PostalAddress {
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** GET /bff/address/{zip} (422 ADDRESS.INVALID_ZIPCODE). */
export interface ZipLookupResponse {
  data: Omit<PostalAddress, 'number' | 'complement'>;
}

/** PUT /bff/profile/complementary-data body (422 USER.CPF_ALREADY_EXISTS). */
export interface ComplementaryDataBody {
  cpf: string;
  address: PostalAddress;
}

/** POST /bff/ecommerce/checkout-access/{id} body. */
export interface CheckoutAccessBody {
  product_slugs: string[];
}

/** One product of a new order. */
export interface PlaceOrderItem {
  product_id: number;
  lot_id: number | null;
  voucher: string | null;
}

/** POST /bff/ecommerce/orders body of the checkout (the spec does not show the payload). */
export interface PlaceOrderBody {
  products: PlaceOrderItem[];
  payment_method: PaymentMethod;
  /** 1 to 12 for a card, 1 otherwise */
  installments: number;
  /** the saved card paying, for credit_card */
  card_id: string | null;
  /** the same key for every attempt of one purchase: the server creates one order per key */
  idempotency_key: string;
}

/** How a pending order is paid. */
export interface OrderPayment {
  /** Pix copy-and-paste code */
  pix_code: string | null;
  pix_expires_at: string | null;
  /** boleto typeable line */
  boleto_line: string | null;
  boleto_expires_at: string | null;
  /** card paying it: brand and last digits */
  card: { brand: string; last_digits: string } | null;
}

/** An order with how it is paid and what follows the sale. */
export interface CheckoutOrder extends Order {
  payment: OrderPayment | null;
  /** post-sale action ids to run after the purchase */
  post_sale_action_ids: number[];
}

/** A post-sale action (spec 3 §3): fetched for its details, then completed. */
export interface PostSaleAction {
  id: number;
  /** what the student is asked to do (pt-BR) */
  details: { title: string; description: string; kind: 'choose-mentor' | 'redirect-url' | 'notice' };
  completion: { completed: boolean; completed_at: string | null };
}

/** GET post-sale-actions/{id}/details and PUT post-sale-actions/{id}/complete. */
export interface PostSaleActionResponse {
  data: PostSaleAction;
}

/** A recurring purchase (subscription) charged on a card. */
export interface Recurrence {
  id: number;
  product: { id: number; name: string; slug: string };
  status: 'active' | 'overdue' | 'canceled';
  /** integer cents charged per cycle */
  amount: number;
  next_charge_at: string | null;
  card: { brand: string; last_digits: string } | null;
}

/** GET /bff/ecommerce/recurrence/{id} and POST update-and-charge. */
export interface RecurrenceResponse {
  data: Recurrence;
}

/** POST /bff/ecommerce/recurrence/update-and-charge body. */
export interface UpdateAndChargeBody {
  recurrence_id: number;
  card_id: string;
}

/** GET /bff/ecommerce/vitalicia/user-offer: the lifetime plan offered to the student, null when none. */
export interface LifetimeOfferResponse {
  data: { product: Product; price_info: PriceInfo; ends_at: string | null } | null;
}

/** GET /bff/public/catalogs/search-version (a failure counts as search_v2_enabled false). */
export interface SearchVersionResponse {
  data: { search_v2_enabled: boolean };
}

/** A catalogue node of /bff/catalogs (ids, {id}, v1 with children and search-term paging). */
export interface CatalogNode {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  products: Product[];
}

/** GET /bff/catalogs/v1/{id}?page&per_page&should_paginate_search_term=true and .../children. */
export interface CatalogNodePage {
  data: CatalogNode[];
  meta: { page: number; per_page: number; total: number };
}

/** GET products_shelf/{slug} and products_shelf/category/{id}: a named shelf of products. */
export interface ProductShelfResponse {
  data: { id: number; name: string; slug: string; products: Product[] };
}

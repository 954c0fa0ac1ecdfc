/**
 * Commerce entities (spec 3 §3, §7): products, lots, bonuses, catalogue pages, upselling offers and orders,
 * pt field names exactly as the API sends them. Owned by the mfe-commerce team; the dev BFF answers with
 * these types.
 */

/** Prices in integer cents (spec 3 §3). */
export interface ProductAmounts {
  /** value of ONE of the 12 card installments; null or 0 when the product has no installments */
  credit_card_installments: number | null;
  credit_card: number;
  boleto: number;
  pix: number;
}

/** A selling lot (batch) of a product: when present its name and amounts replace the product's. */
export interface ProductLot {
  id: number;
  name: string | null;
  amounts: ProductAmounts | null;
  /** ISO date-time the lot stops selling (the card's 'Até dd/mm' tag) */
  selling_ends_at: string | null;
  is_voucher_disabled: boolean;
}

/** A product or item given as a bonus; shown by display_name, else name. */
export interface ProductBonusEntry {
  id: number;
  name: string;
  display_name?: string | null;
}

/** Discount (percent) earned on another product by buying this one. */
export interface EarnedProductDiscount {
  id: number;
  earned_discount: number;
}

export interface ProductBonus {
  /** discount (percent) on the product itself */
  self_products_discount: number | null;
  earned_products: ProductBonusEntry[];
  earned_items: ProductBonusEntry[];
  earned_product_discounts: EarnedProductDiscount[];
  ends_at: string | null;
}

export interface ProductNfeSettings {
  horizontal: string;
  is_mandatory: boolean;
}

/** A product (course or plan) of the catalogue. */
export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  /** when set, the product is sold elsewhere: the buy button opens this address */
  external_url: string | null;
  amounts: ProductAmounts | null;
  lot: ProductLot | null;
  bonus: ProductBonus | null;
  /** months of access; null for lifetime or single courses */
  interval: number | null;
  allow_vouchers: boolean;
  voucher: string | null;
  nfe_settings: ProductNfeSettings | null;
  excluded_horizontal_slugs: string[];
  /** short highlight shown on the card ('Mais vendido', 'Gratuito'); not named by the spec */
  tag: string | null;
  /** ids of the catalogue categories holding the product */
  category_ids: number[];
  exchangeId?: number | null;
  fromQueryString?: boolean;
}

/** Pagination block of the catalogue answers. */
export interface CatalogMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** Banner over the catalogue (GET catalog?banner=true). */
export interface CatalogBanner {
  title: string;
  subtitle: string;
  link: string | null;
}

/** GET /bff/public/ecommerce/catalog and GET /bff/public/ecommerce/search/{term}. */
export interface CatalogResponse {
  data: Product[];
  meta: CatalogMeta;
  banner: CatalogBanner | null;
}

/** A catalogue category (shelf) with its products. */
export interface CatalogCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  products: Product[];
}

/** GET /bff/public/ecommerce/catalog-categorized. */
export interface CatalogCategorizedResponse {
  data: CatalogCategory[];
  meta: CatalogMeta;
}

/** GET /bff/public/ecommerce/catalog/metadata/{categorySlug}: a category without its products. */
export interface CatalogMetadataResponse {
  data: Omit<CatalogCategory, 'products'> & { products_count: number };
}

/** GET /bff/public/ecommerce/product/{id} and /products/{slug}. */
export interface ProductResponse {
  data: Product;
}

/** A product kept in the cart (local storage key 'cart-products'). */
export type CartProduct = Product;

/** Prices before and after an offer (spec 3 §3, "Price info"). */
export interface PriceInfo {
  from_price: ProductAmounts;
  to_price: ProductAmounts;
  recurrent_payments: number | null;
  recurrent_payments_installments: number | null;
}

/** The product an upselling offer sells. */
export interface UpsellingOfferProduct {
  id: number;
  name: string;
  slug: string;
  /** months; null for lifetime */
  interval: number | null;
  description: string;
}

/** An upgrade or early-renewal offer on a plan the student holds. */
export interface UpsellingBonus {
  id: number;
  /** promotion name ('Renovação Antecipada') */
  name: string;
  starts_at: string;
  ends_at: string;
  product: UpsellingOfferProduct;
  /** 'upgrade' or another relationship (the dev BFF sends 'renewal') */
  product_relationship_type: 'upgrade' | (string & {});
  price_info: PriceInfo;
  earned_items: ProductBonusEntry[];
}

/** A plan the student holds, with its offers. */
export interface UpsellingProduct {
  id: number;
  name: string;
  /** months; null for lifetime */
  interval: number | null;
  bonuses: UpsellingBonus[];
}

/** GET /bff/ecommerce/upselling. */
export interface UpsellingResponse {
  data: UpsellingProduct[];
}

export type OrderStatus = 'paid' | 'pending' | 'canceled' | 'refunded';
export type PaymentMethod = 'credit_card' | 'boleto' | 'pix';

/** One product line of an order. */
export interface OrderItem {
  id: number;
  name: string;
  slug: string;
  /** integer cents */
  amount: number;
}

/** A purchase of the student. */
export interface Order {
  order_number: string;
  created_at: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  installments: number;
  /** integer cents */
  total: number;
  items: OrderItem[];
  /** end of access for plans; null for lifetime or single courses */
  expires_at: string | null;
}

/** GET /bff/ecommerce/orders/subscription: the student's purchases, newest first. */
export interface OrdersResponse {
  data: Order[];
}

/** GET /bff/ecommerce/catalog/order/{orderNumber} and POST /bff/ecommerce/orders. */
export interface OrderResponse {
  data: Order;
}

/** POST /bff/ecommerce/orders body (the spec does not show it; this is the dev BFF's). */
export interface CreateOrderBody {
  product_ids: number[];
  payment_method: PaymentMethod;
}

import { useQuery } from '@tanstack/react-query';
import { categoryOpenedCookieName, readCookie, usePlatform, type CartProduct } from 'shared-contracts';
import { PageSection, PrefetchLink } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { isCardVisible } from '../../../lib/product-rules';
import { catalogsByIdsQuery } from '../../catalogue/api/get-catalogs-by-ids';
import { categoryMetadataQuery } from '../../catalogue/api/get-category-metadata';
import { productShelfQuery } from '../../catalogue/api/get-product-shelf';
import { ProductGrid } from '../../catalogue/components/product-grid';

/** How many products the cart's shelf suggests. */
export const CART_SHELF_SIZE = 4;

/**
 * The categories of the cart's products (GET /bff/catalogs/ids/{ids}), as links to their pages; nothing while
 * it answers or when it fails (logged).
 */
export function CartCategories({ products }: { products: readonly CartProduct[] }) {
  const { http } = usePlatform();
  const ids = [...new Set(products.flatMap((p) => p.category_ids))].sort((a, b) => a - b);
  const catalogs = useQuery({ ...catalogsByIdsQuery(http, ids), enabled: ids.length > 0 });
  const nodes = catalogs.data ?? [];
  if (nodes.length === 0) return null;
  return (
    <nav aria-label="Categorias dos produtos do carrinho">
      <span>Categorias: </span>
      <ul css={{ display: 'inline', margin: 0, padding: 0, listStyle: 'none' }}>
        {nodes.map((node, i) => (
          <li key={node.id} css={{ display: 'inline' }}>
            {i > 0 && ', '}
            <PrefetchLink
              to={ROUTES.category(node.slug)}
              prefetchData={categoryMetadataQuery(http, node.slug)}
            >
              {node.name}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The category the cart's first product came from: the one it was opened from (cookie
 * 'product-id-{id}-opened-from-category-id', spec 3 §4), else its first category.
 */
export function cartShelfCategory(products: readonly CartProduct[]): number | null {
  const first = products[0];
  if (!first) return null;
  const opened = Number(readCookie(document.cookie, categoryOpenedCookieName(first.id)));
  if (Number.isInteger(opened) && opened > 0) return opened;
  return first.category_ids[0] ?? null;
}

/**
 * 'Aproveite também': the shelf of the category the cart's first product came from (GET
 * products_shelf/category/{id}), without the products already in the cart; nothing when it has none.
 */
export function CartShelf({ products }: { products: readonly CartProduct[] }) {
  const { http } = usePlatform();
  const categoryId = cartShelfCategory(products);
  const shelf = useQuery({
    ...productShelfQuery(http, { categoryId: categoryId ?? 0 }),
    enabled: categoryId !== null,
  });
  const inCart = new Set(products.map((p) => p.id));
  const offered = (shelf.data?.products ?? [])
    .filter((p) => !inCart.has(p.id) && isCardVisible(p))
    .slice(0, CART_SHELF_SIZE);
  if (!shelf.data || offered.length === 0) return null;
  return (
    <PageSection title="Aproveite também">
      <ProductGrid
        products={offered}
        categoryId={shelf.data.id}
        label={`Mais de ${shelf.data.name}`}
        headingLevel={3}
      />
    </PageSection>
  );
}

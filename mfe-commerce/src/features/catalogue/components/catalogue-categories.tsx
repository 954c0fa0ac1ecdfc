import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Skeleton } from 'shared-design-system';
import { ContentSkeleton, PageSection, PrefetchLink } from 'shared-design-system/area';
import { CATALOG_ROOT, ROUTES } from '../../../constants';
import { isCardVisible } from '../../../lib/product-rules';
import { catalogChildrenQuery } from '../api/get-catalog-v1';
import { categoryMetadataQuery } from '../api/get-category-metadata';
import { productShelfQuery } from '../api/get-product-shelf';
import { PRODUCT_CARD_HEIGHT, ProductGrid } from './product-grid';

/** How many products the featured shelf shows. */
export const FEATURED_SHELF_SIZE = 4;

/**
 * The categories of the student's store (GET /bff/catalogs/v1/{parentId}/{root}/children) as links to their
 * pages, and the shelf of the first one (GET products_shelf/{slug}) as the highlights; nothing of either
 * while it answers or when it fails (logged).
 */
export function CatalogueCategories() {
  const { http } = usePlatform();
  const children = useQuery(catalogChildrenQuery(http, CATALOG_ROOT.parentId, CATALOG_ROOT.id));
  const nodes = children.data?.data ?? [];
  // the place the links and the highlights will take, kept while they load: the catalogue below does not move
  // when they arrive (issue 12: no layout shift)
  if (children.isPending)
    return (
      <>
        <Skeleton width="70%" height={24} />
        <ShelfSkeleton />
      </>
    );
  if (nodes.length === 0) return null;
  return (
    <>
      <nav aria-label="Categorias">
        <ul
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.sm,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          })}
        >
          {nodes.map((node) => (
            <li key={node.id}>
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
      {nodes[0] && <FeaturedShelf slug={nodes[0].slug} />}
    </>
  );
}

/** The highlights' shape while they load: the section's heading and a row of cards. */
function ShelfSkeleton() {
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.sm })}>
      <Skeleton width="40%" height={30} />
      <ContentSkeleton
        shape="cards"
        count={FEATURED_SHELF_SIZE}
        itemHeight={PRODUCT_CARD_HEIGHT}
        label="Carregando destaques"
      />
    </div>
  );
}

function FeaturedShelf({ slug }: { slug: string }) {
  const { http } = usePlatform();
  const shelf = useQuery(productShelfQuery(http, { slug }));
  const products = (shelf.data?.products ?? []).filter(isCardVisible).slice(0, FEATURED_SHELF_SIZE);
  if (shelf.isPending) return <ShelfSkeleton />;
  if (!shelf.data || products.length === 0) return null;
  return (
    <PageSection
      title={`Destaques: ${shelf.data.name}`}
      actions={
        <PrefetchLink
          to={ROUTES.category(shelf.data.slug)}
          prefetchData={categoryMetadataQuery(http, shelf.data.slug)}
          aria-label={`Ver todos de ${shelf.data.name}`}
        >
          Ver todos
        </PrefetchLink>
      }
    >
      <ProductGrid
        products={products}
        categoryId={shelf.data.id}
        label={`Destaques de ${shelf.data.name}`}
        headingLevel={3}
      />
    </PageSection>
  );
}

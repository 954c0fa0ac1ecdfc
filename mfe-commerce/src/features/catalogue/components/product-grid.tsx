import type { Product } from 'shared-contracts';
import { CardGrid } from 'shared-design-system/area';
import { isCardVisible } from '../../../lib/product-rules';
import { ProductCard, type ProductCardProps } from './product-card';

/** About the height of a catalogue card: its skeleton's, so little moves when the cards arrive. */
export const PRODUCT_CARD_HEIGHT = 320;

/**
 * The cards of a catalogue page; products failing the card rules are left out (spec 3 §2). The caller says
 * where the grid sits: right under the page's h1 (cards' names are h2) or in a section under an h2 (h3).
 */
export function ProductGrid({
  products,
  categoryId,
  label,
  headingLevel,
}: {
  products: readonly Product[];
  categoryId: number | null;
  label: string;
  headingLevel: ProductCardProps['headingLevel'];
}) {
  return (
    <CardGrid label={label}>
      {products.filter(isCardVisible).map((product) => (
        <li key={product.id}>
          <ProductCard product={product} categoryId={categoryId} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}

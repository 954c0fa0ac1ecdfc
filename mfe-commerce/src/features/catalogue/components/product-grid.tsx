import type { Product } from 'shared-contracts';
import { isCardVisible } from '../../../lib/product-rules';
import { ProductCard } from './product-card';

/** The cards of a catalogue page; products failing the card rules are left out (spec 3 §2). */
export function ProductGrid({
  products,
  categoryId,
  label,
}: {
  products: readonly Product[];
  categoryId: number | null;
  label: string;
}) {
  const visible = products.filter(isCardVisible);
  return (
    <ul
      aria-label={label}
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space.md,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      })}
    >
      {visible.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} categoryId={categoryId} />
        </li>
      ))}
    </ul>
  );
}

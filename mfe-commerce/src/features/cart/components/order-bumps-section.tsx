import { useAtomValue, useSetAtom } from 'jotai/react';
import { Button, VisuallyHidden } from 'shared-design-system';
import { formatBrl } from 'shared-design-system/area';
import { addToCartAtom, cartProductsAtom } from '../../../lib/cart-products-atom';
import { externalAddress, hasExternalUrl, priceLabel } from '../../../lib/product-rules';
import { ExternalBuyButton } from '../../catalogue/components/external-buy-button';
import { useOrderBumps } from '../api/get-order-bumps';

/**
 * Order bumps (spec 3 §7): products offered beside the cart's at a bump price, added with one click (one sold
 * elsewhere opens its address instead, spec 3 §4). The
 * section is left out while it loads or when it fails: the cart works without it.
 */
export function OrderBumpsSection() {
  const products = useAtomValue(cartProductsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const bumps = useOrderBumps(products.map((p) => p.id));
  const offers = (bumps.data ?? []).filter(
    (bump, index, all) =>
      !products.some((p) => p.id === bump.product.id) &&
      all.findIndex((other) => other.product.id === bump.product.id) === index,
  );
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="cart-bumps-title">
      <h2 id="cart-bumps-title">Aproveite também</h2>
      <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {offers.map((bump) => (
          <li
            key={bump.product.id}
            css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center' })}
          >
            <span>{bump.product.name}</span>
            {bump.product.amounts && bump.product.amounts.credit_card > bump.amounts.credit_card && (
              <s>
                <VisuallyHidden>De </VisuallyHidden>
                {formatBrl(bump.product.amounts.credit_card)}
              </s>
            )}
            <strong>{priceLabel(bump.amounts)}</strong>
            {hasExternalUrl(bump.product) ? (
              // sold elsewhere (spec 3 §4): opened there, never added to the cart
              <ExternalBuyButton
                address={externalAddress(bump.product)}
                label={`Comprar ${bump.product.name} no site parceiro`}
              />
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => addToCart(bump.product)}
                aria-label={`Adicionar ${bump.product.name} ao carrinho`}
              >
                Adicionar
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useAtomValue, useSetAtom } from 'jotai/react';
import { Link } from 'react-router-dom';
import type { CartPriceItem, CartProduct, ProductAmounts } from 'shared-contracts';
import { Button, EmptyState, VisuallyHidden } from 'shared-design-system';
import { AreaPage, CardList, formatBrl, LinkButton } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { cartProductsAtom, removeFromCartAtom } from '../../../lib/cart-products-atom';
import { cartTotals } from '../../../lib/cart-totals';
import { cardOffer, isFree, priceLabel } from '../../../lib/product-rules';
import { useCartPrice } from '../api/get-cart-price';
import { useCheckoutAccess } from '../hooks/use-checkout-access';
import { useRefreshCart } from '../hooks/use-refresh-cart';
import { CartCategories, CartShelf } from './cart-suggestions';
import { ProductFromLink } from './product-from-link';
import { OrderBumpsSection } from './order-bumps-section';
import { VoucherSection } from './voucher-section';

/** What one cart line costs: the server's from/to price, else (while it answers) the card's. */
function linePrice(product: CartProduct, priced: CartPriceItem | undefined) {
  const offer = cardOffer(product);
  if (priced) return { from: priced.from, to: priced.to, server: true };
  return offer ? { from: offer.amounts, to: offer.amounts, server: false } : null;
}

function PriceText({ from, to }: { from: ProductAmounts; to: ProductAmounts }) {
  if (isFree(to)) return <strong>Grátis</strong>;
  if (to.credit_card < from.credit_card) {
    return (
      <span>
        {/* read as 'De R$ …' and 'por R$ …': an aria-label is not allowed on <s> and <strong> */}
        <s>
          <VisuallyHidden>De </VisuallyHidden>
          {formatBrl(from.credit_card)}
        </s>{' '}
        <strong>
          <VisuallyHidden>por </VisuallyHidden>
          {formatBrl(to.credit_card)}
        </strong>
      </span>
    );
  }
  return <strong>{formatBrl(to.credit_card)}</strong>;
}

/**
 * /cursos/carrinho: the products in the cart priced by the server (POST cart/price; the card prices only
 * while it answers or when it fails), vouchers, order bumps and the total.
 */
export function CartPage() {
  const products = useAtomValue(cartProductsAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const price = useCartPrice(products);
  useCheckoutAccess(products);
  useRefreshCart(products);

  if (products.length === 0) {
    return (
      <AreaPage title="Carrinho">
        <ProductFromLink />
        <EmptyState
          title="Seu carrinho está vazio"
          description="Escolha um curso no catálogo para começar."
          action={<LinkButton to={ROUTES.catalogue}>Ver cursos</LinkButton>}
        />
      </AreaPage>
    );
  }

  const priced = price.data && !price.isPlaceholderData ? price.data : null;
  const client = cartTotals(products);
  const total: ProductAmounts = priced?.total ?? {
    credit_card: client.creditCard,
    credit_card_installments: client.installment,
    pix: client.pix,
    boleto: client.boleto,
  };

  return (
    <AreaPage title="Carrinho">
      <ProductFromLink />
      <CardList label="Produtos no carrinho">
        {products.map((product) => {
          const name = cardOffer(product)?.name ?? product.name;
          const line = linePrice(
            product,
            priced?.items.find((item) => item.product_id === product.id),
          );
          return (
            <li
              key={product.id}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: theme.space.md,
                padding: theme.space.md,
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radii.md,
                background: theme.colors.surface,
              })}
            >
              <span css={{ display: 'flex', flexDirection: 'column' }}>
                <Link to={ROUTES.course(product.slug)}>{name}</Link>
                {product.voucher && <small>Cupom {product.voucher}</small>}
              </span>
              <span css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}>
                {line ? <PriceText from={line.from} to={line.to} /> : <strong>Indisponível</strong>}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(product.id)}
                  aria-label={`Remover ${name} do carrinho`}
                >
                  Remover
                </Button>
              </span>
            </li>
          );
        })}
      </CardList>
      <CartCategories products={products} />
      <VoucherSection />
      <OrderBumpsSection />
      <section
        aria-label="Resumo do pedido"
        aria-busy={price.isFetching}
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: theme.space.xs,
        })}
      >
        <p css={{ margin: 0, fontSize: '1.25em' }}>
          Total: <strong>{priceLabel(total)}</strong>
        </p>
        {(total.credit_card_installments ?? 0) > 0 && (
          <p css={{ margin: 0 }}>ou 12x de {formatBrl(total.credit_card_installments ?? 0)} no cartão</p>
        )}
        {total.pix < total.credit_card && <p css={{ margin: 0 }}>{formatBrl(total.pix)} no Pix</p>}
        {price.isError && (
          <p role="status" css={{ margin: 0 }}>
            Não foi possível atualizar os preços agora; os valores podem mudar no pagamento.
          </p>
        )}
        <div css={(theme) => ({ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' })}>
          <LinkButton variant="secondary" to={ROUTES.catalogue}>
            Continuar comprando
          </LinkButton>
          <LinkButton to={ROUTES.checkout}>Finalizar compra</LinkButton>
        </div>
      </section>
      <CartShelf products={products} />
    </AreaPage>
  );
}

import { useAtomValue, useSetAtom } from 'jotai/react';
import { Link } from 'react-router-dom';
import { Button, EmptyState } from 'shared-design-system';
import { AreaPage, CardList, formatBrl, LinkButton } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { cartProductsAtom, removeFromCartAtom } from '../../../lib/cart-products-atom';
import { cartTotals } from '../../../lib/cart-totals';
import { cardOffer, priceLabel } from '../../../lib/product-rules';

/** /cursos/carrinho: the products in the cart with remove and the total. */
export function CartPage() {
  const products = useAtomValue(cartProductsAtom);
  const remove = useSetAtom(removeFromCartAtom);

  if (products.length === 0) {
    return (
      <AreaPage title="Carrinho">
        <EmptyState
          title="Seu carrinho está vazio"
          description="Escolha um curso no catálogo para começar."
          action={<LinkButton to={ROUTES.catalogue}>Ver cursos</LinkButton>}
        />
      </AreaPage>
    );
  }

  const totals = cartTotals(products);
  return (
    <AreaPage title="Carrinho">
      <CardList label="Produtos no carrinho">
        {products.map((product) => {
          const offer = cardOffer(product);
          const name = offer?.name ?? product.name;
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
              <Link to={ROUTES.course(product.slug)}>{name}</Link>
              <span css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}>
                <strong>{offer ? priceLabel(offer.amounts) : 'Indisponível'}</strong>
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
      <section
        aria-label="Resumo do pedido"
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: theme.space.xs,
        })}
      >
        <p css={{ margin: 0, fontSize: '1.25em' }}>
          Total: <strong>{formatBrl(totals.creditCard)}</strong>
        </p>
        {totals.installment > 0 && (
          <p css={{ margin: 0 }}>ou 12x de {formatBrl(totals.installment)} no cartão</p>
        )}
        {totals.pix < totals.creditCard && <p css={{ margin: 0 }}>{formatBrl(totals.pix)} no Pix</p>}
        <div css={(theme) => ({ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' })}>
          <LinkButton variant="secondary" to={ROUTES.catalogue}>
            Continuar comprando
          </LinkButton>
          <LinkButton to={ROUTES.checkout}>Finalizar compra</LinkButton>
        </div>
      </section>
    </AreaPage>
  );
}

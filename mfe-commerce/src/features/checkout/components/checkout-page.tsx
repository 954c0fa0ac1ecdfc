import { useAtomValue, useSetAtom } from 'jotai/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethod } from 'shared-contracts';
import { Button, EmptyState } from 'shared-design-system';
import { AreaPage, formatBrl, LinkButton, readApiErrorMessage, statusOf } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { cartProductsAtom, clearCartAtom } from '../../../lib/cart-products-atom';
import { cartTotals } from '../../../lib/cart-totals';
import { PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { cardOffer, priceLabel } from '../../../lib/product-rules';
import { usePlaceOrder } from '../api/create-order';

const METHODS: readonly PaymentMethod[] = ['credit_card', 'pix', 'boleto'];

/** /cursos/checkout: order summary, payment method and confirmation (payment steps are not in the spec). */
export function CheckoutPage() {
  const products = useAtomValue(cartProductsAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [error, setError] = useState<string | null>(null);
  // the placed order goes into the cache: the success page and the purchases show it at once
  const order = usePlaceOrder();
  const sending = order.isPending || order.isSuccess;

  if (products.length === 0) {
    return (
      <AreaPage title="Finalizar compra">
        <EmptyState
          title="Seu carrinho está vazio"
          action={<LinkButton to={ROUTES.catalogue}>Ver cursos</LinkButton>}
        />
      </AreaPage>
    );
  }

  const totals = cartTotals(products);
  const totalOf: Record<PaymentMethod, number> = {
    credit_card: totals.creditCard,
    pix: totals.pix,
    boleto: totals.boleto,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    try {
      const placed = await order.mutateAsync({
        product_ids: products.map((p) => p.id),
        payment_method: method,
      });
      clearCart();
      navigate(ROUTES.success(placed.order_number));
    } catch (failure) {
      setError(
        statusOf(failure) === 401
          ? 'Entre na sua conta para finalizar a compra.'
          : await readApiErrorMessage(failure, 'Não foi possível concluir a compra. Tente novamente.'),
      );
    }
  };

  return (
    <AreaPage title="Finalizar compra">
      <ul aria-label="Resumo do pedido">
        {products.map((product) => {
          const offer = cardOffer(product);
          return (
            <li key={product.id}>
              {offer?.name ?? product.name}: {offer ? priceLabel(offer.amounts) : 'Indisponível'}
            </li>
          );
        })}
      </ul>
      <form
        onSubmit={submit}
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.md,
          alignItems: 'flex-start',
        })}
      >
        <fieldset
          css={(theme) => ({
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            padding: theme.space.md,
          })}
        >
          <legend>Forma de pagamento</legend>
          {METHODS.map((value) => (
            <label
              key={value}
              css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center' })}
            >
              <input
                type="radio"
                name="payment_method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {PAYMENT_METHOD_LABELS[value]}
              {value === 'credit_card' && totals.installment > 0
                ? ` (12x de ${formatBrl(totals.installment)})`
                : ''}
            </label>
          ))}
        </fieldset>
        <p css={{ margin: 0 }}>
          Total: <strong>{formatBrl(totalOf[method])}</strong>
        </p>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" loading={sending}>
          Confirmar compra
        </Button>
      </form>
    </AreaPage>
  );
}

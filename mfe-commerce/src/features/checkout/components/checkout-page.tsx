import { useAtomValue, useSetAtom } from 'jotai/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlatform, type PaymentMethod } from 'shared-contracts';
import { Button, EmptyState } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { ButtonLink } from '../../../lib/button-link';
import { cartProductsAtom, clearCartAtom } from '../../../lib/cart-products-atom';
import { cartTotals } from '../../../lib/cart-totals';
import { formatBRL } from '../../../lib/format-brl';
import { PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { PageLayout } from '../../../lib/page-layout';
import { cardOffer, priceLabel } from '../../../lib/product-rules';
import { readApiError } from '../../../lib/read-api-error';
import { createOrder } from '../api/create-order';

const METHODS: readonly PaymentMethod[] = ['credit_card', 'pix', 'boleto'];

/** /cursos/checkout: order summary, payment method and confirmation (payment steps are not in the spec). */
export function CheckoutPage() {
  const platform = usePlatform();
  const products = useAtomValue(cartProductsAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (products.length === 0) {
    return (
      <PageLayout title="Finalizar compra">
        <EmptyState
          title="Seu carrinho está vazio"
          action={<ButtonLink to={ROUTES.catalogue}>Ver cursos</ButtonLink>}
        />
      </PageLayout>
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
    setSending(true);
    setError(null);
    try {
      const order = await createOrder(platform.http, {
        product_ids: products.map((p) => p.id),
        payment_method: method,
      });
      clearCart();
      navigate(ROUTES.success(order.order_number));
    } catch (failure) {
      const { message, status } = await readApiError(failure);
      setError(
        status === 401
          ? 'Entre na sua conta para finalizar a compra.'
          : (message ?? 'Não foi possível concluir a compra. Tente novamente.'),
      );
      setSending(false);
    }
  };

  return (
    <PageLayout title="Finalizar compra">
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
                ? ` (12x de ${formatBRL(totals.installment)})`
                : ''}
            </label>
          ))}
        </fieldset>
        <p css={{ margin: 0 }}>
          Total: <strong>{formatBRL(totalOf[method])}</strong>
        </p>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" loading={sending}>
          Confirmar compra
        </Button>
      </form>
    </PageLayout>
  );
}

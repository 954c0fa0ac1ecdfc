import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CheckoutOrder } from 'shared-contracts';
import { Button } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatBrl,
  formatDateTime,
  PageSection,
  QueryView,
  safeHref,
} from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { useRedirectUrl } from '../api/after-sale';
import { useOrder } from '../api/get-order';
import { PostSaleActionItem } from './post-sale-action-item';

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? 'Copiado!' : label}
    </Button>
  );
}

/** How a pending order is paid: the Pix code and its expiry, or the boleto's typeable line. */
function PaymentInstructions({ order }: { order: CheckoutOrder }) {
  const payment = order.payment;
  if (!payment) return null;
  if (order.payment_method === 'pix' && payment.pix_code) {
    return (
      <PageSection title="Pague com Pix">
        <label css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          Código Pix copia e cola
          <textarea readOnly value={payment.pix_code} rows={3} />
        </label>
        {payment.pix_expires_at && <p>Válido até {formatDateTime(payment.pix_expires_at)}</p>}
        <CopyButton text={payment.pix_code} label="Copiar código Pix" />
      </PageSection>
    );
  }
  if (order.payment_method === 'boleto' && payment.boleto_line) {
    return (
      <PageSection title="Pague o boleto">
        <label css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          Linha digitável
          <input readOnly value={payment.boleto_line} />
        </label>
        {payment.boleto_expires_at && <p>Vencimento {formatDateTime(payment.boleto_expires_at)}</p>}
        <CopyButton text={payment.boleto_line} label="Copiar linha digitável" />
      </PageSection>
    );
  }
  if (payment.card) {
    return (
      <p>
        Cartão {payment.card.brand} final {payment.card.last_digits} em {order.installments}x
      </p>
    );
  }
  return null;
}

/** Where the buyer starts once the order is paid (GET redirect-url); while it is not, why not. */
function StartStudying({ orderNumber }: { orderNumber: string }) {
  const redirect = useRedirectUrl(orderNumber);
  if (!redirect.data) return null;
  const href = safeHref(redirect.data.url);
  if (!href) return <p>{redirect.data.label}</p>;
  return href.startsWith('/') ? (
    <Link to={href} css={{ fontWeight: 700 }}>
      {redirect.data.label}
    </Link>
  ) : (
    <a href={href} css={{ fontWeight: 700 }}>
      {redirect.data.label}
    </a>
  );
}

/** What a success page without its order says: the purchases page has the details. */
export const SUCCESS_WITHOUT_ORDER_TEXT = 'Os detalhes do seu pedido estão em Minhas compras.';

/**
 * /cursos/sucesso/{order?}: the order just placed (GET catalog/order/{orderNumber}), how to pay it and what
 * follows; without an order (spec 3 §2: it is optional), the success message and the way to the purchases.
 */
export function PurchaseSuccessPage() {
  const { order: orderNumber } = useParams();
  if (!orderNumber) {
    return (
      <AreaPage title="Compra realizada!">
        <p css={{ margin: 0 }}>{SUCCESS_WITHOUT_ORDER_TEXT}</p>
        <Link to={ROUTES.purchases}>Ver minhas compras</Link>
      </AreaPage>
    );
  }
  return <OrderSuccess orderNumber={orderNumber} />;
}

function OrderSuccess({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  return (
    <AreaPage title="Compra realizada!" intro={`Pedido ${orderNumber}`}>
      <QueryView
        query={order}
        errorMessage="Não foi possível carregar os dados do pedido."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando pedido" />}
      >
        {(data) => (
          <>
            <section aria-label="Detalhes do pedido">
              <p>
                {ORDER_STATUS_LABELS[data.status]} · {PAYMENT_METHOD_LABELS[data.payment_method]} · Total{' '}
                {formatBrl(data.total)}
              </p>
              <ul>
                {data.items.map((item) => (
                  <li key={item.id}>{item.name}</li>
                ))}
              </ul>
            </section>
            <PaymentInstructions order={data} />
            <StartStudying orderNumber={data.order_number} />
            {(data.post_sale_action_ids?.length ?? 0) > 0 && (
              <PageSection title="Próximos passos">
                <ul css={{ listStyle: 'none', padding: 0 }}>
                  {data.post_sale_action_ids.map((id) => (
                    <PostSaleActionItem key={id} id={id} />
                  ))}
                </ul>
              </PageSection>
            )}
          </>
        )}
      </QueryView>
      <Link to={ROUTES.purchases}>Ver minhas compras</Link>
    </AreaPage>
  );
}

import { Link, useParams } from 'react-router-dom';
import { Skeleton } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { formatBRL } from '../../../lib/format-brl';
import { LoadError } from '../../../lib/load-error';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { PageLayout } from '../../../lib/page-layout';
import { useOrder } from '../api/get-order';

/** /cursos/sucesso/{order}: the order just placed. */
export function PurchaseSuccessPage() {
  const { order: orderNumber = '' } = useParams();
  const { state, reload } = useOrder(orderNumber);
  return (
    <PageLayout title="Compra realizada!" intro={orderNumber ? `Pedido ${orderNumber}` : undefined}>
      {state.status === 'loading' && <Skeleton shape="rect" height={120} />}
      {state.status === 'error' && (
        <LoadError message="Não foi possível carregar os dados do pedido." onRetry={reload} />
      )}
      {state.status === 'success' && (
        <section aria-label="Detalhes do pedido">
          <p>
            {ORDER_STATUS_LABELS[state.data.status]} · {PAYMENT_METHOD_LABELS[state.data.payment_method]} ·
            Total {formatBRL(state.data.total)}
          </p>
          <ul>
            {state.data.items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </section>
      )}
      <Link to={ROUTES.purchases}>Ver minhas compras</Link>
    </PageLayout>
  );
}

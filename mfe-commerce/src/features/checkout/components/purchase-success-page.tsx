import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '../../../constants';
import { formatBrl, AreaPage, ContentSkeleton, QueryView } from 'shared-design-system/area';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { useOrder } from '../api/get-order';

/** /cursos/sucesso/{order}: the order just placed. */
export function PurchaseSuccessPage() {
  const { order: orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);
  return (
    <AreaPage title="Compra realizada!" intro={orderNumber ? `Pedido ${orderNumber}` : undefined}>
      <QueryView
        query={order}
        errorMessage="Não foi possível carregar os dados do pedido."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando pedido" />}
      >
        {(data) => (
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
        )}
      </QueryView>
      <Link to={ROUTES.purchases}>Ver minhas compras</Link>
    </AreaPage>
  );
}

import { Link } from 'react-router-dom';
import { Card } from 'shared-design-system';
import {
  AreaPage,
  CardList,
  ContentSkeleton,
  formatBrl,
  formatDate,
  LinkButton,
  QueryView,
} from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { useOrders } from '../api/get-orders';

/** /minhas-compras: the student's purchases, newest first. */
export function PurchasesPage() {
  const orders = useOrders();
  return (
    <AreaPage title="Minhas compras">
      <QueryView
        query={orders}
        errorMessage="Não foi possível carregar suas compras."
        skeleton={<ContentSkeleton shape="list" count={2} itemHeight={96} label="Carregando compras" />}
        empty={{
          title: 'Você ainda não fez compras',
          description: 'Os cursos e planos que você comprar aparecem aqui.',
          action: <LinkButton to={ROUTES.catalogue}>Ver cursos</LinkButton>,
        }}
      >
        {(list) => (
          <CardList label="Compras">
            {list.map((order) => (
              <li key={order.order_number}>
                <Card title={`Pedido ${order.order_number}`} headingLevel={2}>
                  <p css={{ margin: 0 }}>
                    {formatDate(order.created_at)} · {ORDER_STATUS_LABELS[order.status]} ·{' '}
                    {PAYMENT_METHOD_LABELS[order.payment_method]}
                    {order.installments > 1 ? ` em ${order.installments}x` : ''}
                  </p>
                  <ul css={{ margin: 0 }}>
                    {order.items.map((item) => (
                      <li key={item.id}>
                        {item.name}: {formatBrl(item.amount)}
                      </li>
                    ))}
                  </ul>
                  <p css={{ margin: 0 }}>
                    Total: <strong>{formatBrl(order.total)}</strong>
                    {order.expires_at ? ` · Acesso até ${formatDate(order.expires_at)}` : ''}
                  </p>
                </Card>
              </li>
            ))}
          </CardList>
        )}
      </QueryView>
      <p css={{ margin: 0 }}>
        Quer cancelar uma compra? Veja <Link to={ROUTES.cancelPurchases}>como cancelar</Link>.
      </p>
    </AreaPage>
  );
}

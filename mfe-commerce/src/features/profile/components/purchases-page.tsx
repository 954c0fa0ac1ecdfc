import { Link } from 'react-router-dom';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { ButtonLink } from '../../../lib/button-link';
import { formatBRL } from '../../../lib/format-brl';
import { formatSaoPaulo } from '../../../lib/format-date';
import { LoadError } from '../../../lib/load-error';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../lib/order-labels';
import { PageLayout } from '../../../lib/page-layout';
import { useOrders } from '../api/get-orders';

/** /minhas-compras: the student's purchases, newest first. */
export function PurchasesPage() {
  const { state, reload } = useOrders();
  return (
    <PageLayout title="Minhas compras">
      {state.status === 'loading' && (
        <SkeletonGroup label="Carregando compras">
          <Skeleton shape="rect" height={96} />
          <Skeleton shape="rect" height={96} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <LoadError message="Não foi possível carregar suas compras." onRetry={reload} />
      )}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState
          title="Você ainda não fez compras"
          description="Os cursos e planos que você comprar aparecem aqui."
          action={<ButtonLink to={ROUTES.catalogue}>Ver cursos</ButtonLink>}
        />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <ul
          aria-label="Compras"
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.sm,
          })}
        >
          {state.data.map((order) => (
            <li key={order.order_number}>
              <Card title={`Pedido ${order.order_number}`} headingLevel={2}>
                <p css={{ margin: 0 }}>
                  {formatSaoPaulo(order.created_at, 'DD/MM/YYYY')} · {ORDER_STATUS_LABELS[order.status]} ·{' '}
                  {PAYMENT_METHOD_LABELS[order.payment_method]}
                  {order.installments > 1 ? ` em ${order.installments}x` : ''}
                </p>
                <ul css={{ margin: 0 }}>
                  {order.items.map((item) => (
                    <li key={item.id}>
                      {item.name}: {formatBRL(item.amount)}
                    </li>
                  ))}
                </ul>
                <p css={{ margin: 0 }}>
                  Total: <strong>{formatBRL(order.total)}</strong>
                  {order.expires_at ? ` · Acesso até ${formatSaoPaulo(order.expires_at, 'DD/MM/YYYY')}` : ''}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p css={{ margin: 0 }}>
        Quer cancelar uma compra? Veja <Link to={ROUTES.cancelPurchases}>como cancelar</Link>.
      </p>
    </PageLayout>
  );
}

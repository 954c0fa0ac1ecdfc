import { Link, useParams } from 'react-router-dom';
import { AreaPage, ContentSkeleton, formatBrl, formatDate, QueryView } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { useRecurrence } from '../api/recurrence';
import { RECURRENCE_STATUS_LABELS } from './recurrence-labels';

/**
 * /cursos/sucesso/recorrencia/{recurrence?}: the subscription after its card was updated and charged;
 * without a recurrence (spec 3 §2: it is optional), the success message and the way to the purchases.
 */
export function RecurrenceSuccessPage() {
  const { recurrence: id } = useParams();
  if (!id) {
    return (
      <AreaPage title="Pagamento da assinatura realizado!">
        <Link to={ROUTES.purchases}>Ver minhas compras</Link>
      </AreaPage>
    );
  }
  return <RecurrenceSuccess id={id} />;
}

function RecurrenceSuccess({ id }: { id: string }) {
  const recurrence = useRecurrence(id);
  return (
    <AreaPage title="Pagamento da assinatura realizado!">
      <QueryView
        query={recurrence}
        errorMessage="Não foi possível carregar a assinatura."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando assinatura" />}
      >
        {(data) =>
          data ? (
            <section aria-label="Dados da assinatura">
              <p>
                {data.product.name} · {RECURRENCE_STATUS_LABELS[data.status]} · {formatBrl(data.amount)}
              </p>
              {data.card && (
                <p>
                  Cobrado no cartão {data.card.brand} final {data.card.last_digits}
                </p>
              )}
              {data.next_charge_at && <p>Próxima cobrança: {formatDate(data.next_charge_at)}</p>}
            </section>
          ) : (
            <p>Assinatura não encontrada.</p>
          )
        }
      </QueryView>
      <Link to={ROUTES.purchases}>Ver minhas compras</Link>
    </AreaPage>
  );
}

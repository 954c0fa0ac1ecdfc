import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  formatBrl,
  formatDate,
  PageSection,
  QueryView,
  readApiErrorMessage,
} from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { CardPayment } from '../../checkout/components/card-payment';
import { useRecurrence, useUpdateAndCharge } from '../api/recurrence';
import { RECURRENCE_STATUS_LABELS } from './recurrence-labels';

/** /recorrencia/{id}: a subscription charged on a card; the student updates the card and charges it. */
export function RecurrencePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const recurrence = useRecurrence(id);
  const charge = useUpdateAndCharge();
  const [cardId, setCardId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  if (recurrence.data === null) return <AreaNotFoundPage />;

  const submit = async (recurrenceId: number) => {
    if (sending.current) return;
    if (!cardId) {
      setError('Escolha um cartão salvo ou adicione um novo.');
      return;
    }
    sending.current = true;
    setError(null);
    try {
      await charge.mutateAsync({ recurrence_id: recurrenceId, card_id: cardId });
      navigate(ROUTES.recurrenceSuccess(recurrenceId));
    } catch (failure) {
      setError(
        await readApiErrorMessage(
          failure,
          'Não foi possível cobrar no cartão escolhido. Tente outro cartão.',
        ),
      );
    } finally {
      sending.current = false;
    }
  };

  return (
    <AreaPage title="Assinatura">
      <QueryView
        query={recurrence}
        errorMessage="Não foi possível carregar a assinatura."
        skeleton={<ContentSkeleton shape="detail" label="Carregando assinatura" />}
      >
        {(data) =>
          data && (
            <>
              <section aria-label="Dados da assinatura">
                <h2>{data.product.name}</h2>
                <p>
                  {RECURRENCE_STATUS_LABELS[data.status]} · {formatBrl(data.amount)} por ciclo
                </p>
                {data.next_charge_at && <p>Próxima cobrança: {formatDate(data.next_charge_at)}</p>}
                {data.card && (
                  <p>
                    Cartão atual: {data.card.brand} final {data.card.last_digits}
                  </p>
                )}
              </section>
              {data.status !== 'canceled' && (
                <PageSection title="Atualizar cartão">
                  <CardPayment
                    total={data.amount}
                    cardId={cardId}
                    installments={1}
                    showInstallments={false}
                    onCard={(next) => {
                      setCardId(next);
                      setError(null);
                    }}
                    onInstallments={() => undefined}
                  />
                  {error && <p role="alert">{error}</p>}
                  <Button loading={charge.isPending} onClick={() => void submit(data.id)}>
                    Atualizar cartão e cobrar
                  </Button>
                </PageSection>
              )}
            </>
          )
        }
      </QueryView>
    </AreaPage>
  );
}

import { useParams } from 'react-router-dom';
import { Button } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  PageSection,
  QueryView,
} from 'shared-design-system/area';
import { CardPayment } from '../../checkout/components/card-payment';
import { useRecurrence } from '../api/recurrence';
import { useCardCharge } from '../state/use-card-charge';
import { RecurrenceSummary } from './recurrence-summary';

/** /recorrencia/{id}: a subscription charged on a card; the student updates the card and charges it. */
export function RecurrencePage() {
  const { id = '' } = useParams();
  const recurrence = useRecurrence(id);
  const charge = useCardCharge();

  if (recurrence.data === null) return <AreaNotFoundPage />;

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
              <RecurrenceSummary recurrence={data} />
              {data.status !== 'canceled' && (
                <PageSection title="Atualizar cartão">
                  <CardPayment
                    total={data.amount}
                    cardId={charge.cardId}
                    installments={1}
                    showInstallments={false}
                    onCard={charge.chooseCard}
                    onInstallments={() => undefined}
                  />
                  {charge.error && <p role="alert">{charge.error}</p>}
                  <Button loading={charge.pending} onClick={() => void charge.submit(data.id)}>
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

import type { Recurrence } from 'shared-contracts';
import { formatBrl, formatDate } from 'shared-design-system/area';
import { RECURRENCE_STATUS_LABELS } from './recurrence-labels';

/** What the student has subscribed to: the product, its status and price per cycle, the next charge, the card. */
export function RecurrenceSummary({ recurrence }: { recurrence: Recurrence }) {
  return (
    <section aria-label="Dados da assinatura">
      <h2>{recurrence.product.name}</h2>
      <p>
        {RECURRENCE_STATUS_LABELS[recurrence.status]} · {formatBrl(recurrence.amount)} por ciclo
      </p>
      {recurrence.next_charge_at && <p>Próxima cobrança: {formatDate(recurrence.next_charge_at)}</p>}
      {recurrence.card && (
        <p>
          Cartão atual: {recurrence.card.brand} final {recurrence.card.last_digits}
        </p>
      )}
    </section>
  );
}

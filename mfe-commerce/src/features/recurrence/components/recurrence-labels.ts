import type { Recurrence } from 'shared-contracts';

export const RECURRENCE_STATUS_LABELS: Readonly<Record<Recurrence['status'], string>> = {
  active: 'Ativa',
  overdue: 'Pagamento pendente',
  canceled: 'Cancelada',
};

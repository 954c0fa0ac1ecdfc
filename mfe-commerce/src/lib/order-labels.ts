import type { Order, OrderStatus, PaymentMethod } from 'shared-contracts';
import { hasNumber, hasString, isRecord } from 'shared-design-system/area';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  paid: 'Pago',
  pending: 'Aguardando pagamento',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  credit_card: 'Cartão de crédito',
  pix: 'Pix',
  boleto: 'Boleto',
};

/** An order as the order calls send it (only what the screens use is checked). */
export function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    hasString(value, 'order_number') &&
    hasString(value, 'created_at') &&
    hasNumber(value, 'total') &&
    typeof value.status === 'string' &&
    value.status in ORDER_STATUS_LABELS &&
    typeof value.payment_method === 'string' &&
    value.payment_method in PAYMENT_METHOD_LABELS &&
    Array.isArray(value.items)
  );
}

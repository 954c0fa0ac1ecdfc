import type { Order } from 'shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** Purchases of a student who bought the annual plan ten months ago and a few courses since. */
function purchasesOfAnActiveStudent(): Order[] {
  return [
    {
      order_number: 'EC-2025-004812',
      created_at: daysFromNow(-20),
      status: 'pending',
      payment_method: 'boleto',
      installments: 1,
      total: 28405,
      items: [
        {
          id: 1012,
          name: 'Raciocínio Lógico-Matemático Descomplicado',
          slug: 'raciocinio-logico-matematico',
          amount: 28405,
        },
      ],
      expires_at: null,
    },
    {
      order_number: 'EC-2025-003377',
      created_at: daysFromNow(-95),
      status: 'paid',
      payment_method: 'pix',
      installments: 1,
      total: 26910,
      items: [
        {
          id: 1011,
          name: 'Português para Concursos – Do Zero ao Avançado',
          slug: 'portugues-para-concursos',
          amount: 26910,
        },
      ],
      expires_at: null,
    },
    {
      order_number: 'EC-2025-002950',
      created_at: daysFromNow(-180),
      status: 'refunded',
      payment_method: 'credit_card',
      installments: 3,
      total: 34900,
      items: [
        {
          id: 1013,
          name: 'Direito Constitucional Esquematizado',
          slug: 'direito-constitucional-esquematizado',
          amount: 34900,
        },
      ],
      expires_at: null,
    },
    {
      order_number: 'EC-2024-019204',
      created_at: daysFromNow(-300),
      status: 'paid',
      payment_method: 'credit_card',
      installments: 12,
      total: 47880,
      items: [
        {
          id: 1001,
          name: 'Assinatura Anual – Sistema de Questões',
          slug: 'assinatura-anual-sistema-de-questoes',
          amount: 47880,
        },
      ],
      expires_at: daysFromNow(65),
    },
  ];
}

/** Orders per student id, newest first; students without purchases (Bruno) have none. */
export function seedOrders(studentIds: readonly number[]): Record<number, Order[]> {
  const byStudent: Record<number, Order[]> = {};
  for (const id of studentIds) byStudent[id] = purchasesOfAnActiveStudent();
  return byStudent;
}

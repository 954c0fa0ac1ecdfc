import type { UpsellingBonus, UpsellingProduct } from 'shared-contracts';
import { amountsFrom, endOfDayInDays } from './seed-products';

const EARLY_RENEWAL = 'Renovação Antecipada';

function offer(
  id: number,
  type: 'upgrade' | 'renewal',
  product: UpsellingBonus['product'],
  fromCents: number,
  toCents: number,
  earnedItems: string[],
): UpsellingBonus {
  return {
    id,
    name: EARLY_RENEWAL,
    starts_at: endOfDayInDays(-5),
    ends_at: endOfDayInDays(14),
    product,
    product_relationship_type: type,
    price_info: {
      from_price: amountsFrom(fromCents),
      to_price: amountsFrom(toCents),
      recurrent_payments: null,
      recurrent_payments_installments: null,
    },
    earned_items: earnedItems.map((name, index) => ({ id: id * 10 + index, name, display_name: name })),
  };
}

/** The annual plan every signed-in student with purchases holds, with its renewal and upgrade offers. */
function annualPlanWithOffers(): UpsellingProduct {
  return {
    id: 1001,
    name: 'Assinatura Anual – Sistema de Questões',
    interval: 12,
    bonuses: [
      offer(
        501,
        'renewal',
        {
          id: 1001,
          name: 'Assinatura Anual – Sistema de Questões',
          slug: 'assinatura-anual-sistema-de-questoes',
          interval: 12,
          description: 'Renove agora por mais 12 meses e mantenha o preço promocional.',
        },
        59880,
        44910,
        ['Mapas mentais em PDF'],
      ),
      offer(
        502,
        'upgrade',
        {
          id: 1101,
          name: 'Assinatura Anual Premium – Questões + Cast',
          slug: 'assinatura-anual-premium',
          interval: 12,
          description: 'Questões, resumos em áudio e trilhas estratégicas no mesmo plano.',
        },
        71880,
        57504,
        ['Resumos em áudio (Cast)', 'Trilhas estratégicas'],
      ),
      offer(
        503,
        'upgrade',
        {
          id: 1002,
          name: 'Assinatura Bianual – Sistema de Questões',
          slug: 'assinatura-bianual-sistema-de-questoes',
          interval: 24,
          description: 'Dois anos de acesso com o desconto da renovação antecipada.',
        },
        95760,
        71820,
        ['Resumos em áudio (Cast)'],
      ),
      offer(
        504,
        'upgrade',
        {
          id: 1003,
          name: 'Assinatura Vitalícia – Sistema de Questões',
          slug: 'assinatura-vitalicia-sistema-de-questoes',
          interval: null,
          description: 'Acesso para sempre, sem renovações.',
        },
        149700,
        119760,
        ['Português para Concursos', 'Raciocínio Lógico-Matemático'],
      ),
    ],
  };
}

/** Upselling per student id: students without purchases (Bruno) have none. */
export function seedUpselling(studentIds: readonly number[]): Record<number, UpsellingProduct[]> {
  const byStudent: Record<number, UpsellingProduct[]> = {};
  for (const id of studentIds) byStudent[id] = [annualPlanWithOffers()];
  return byStudent;
}

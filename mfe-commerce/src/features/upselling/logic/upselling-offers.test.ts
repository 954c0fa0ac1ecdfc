import { VERTICAL_WORDING, type UpsellingBonus, type UpsellingProduct } from 'shared-contracts';
import { amounts } from '../../../testing/fixtures';
import {
  areaName,
  earlyRenewalPromotion,
  intervalLabel,
  intervalTabs,
  offerAsProduct,
  offerDiscount,
} from './upselling-offers';

function bonus(
  id: number,
  interval: number | null,
  from: number,
  to: number,
  override: Partial<UpsellingBonus> = {},
): UpsellingBonus {
  return {
    id,
    name: 'Renovação Antecipada',
    starts_at: '2025-01-01T03:00:00.000Z',
    ends_at: '2025-02-10T02:59:59.000Z',
    product: { id: 100 + id, name: `Plano ${id}`, slug: `plano-${id}`, interval, description: '' },
    product_relationship_type: 'upgrade',
    price_info: {
      from_price: amounts(from),
      to_price: amounts(to),
      recurrent_payments: null,
      recurrent_payments_installments: null,
    },
    earned_items: [],
    ...override,
  };
}

const plan = (bonuses: UpsellingBonus[], interval: number | null = 12): UpsellingProduct => ({
  id: 1,
  name: 'Assinatura Anual',
  interval,
  bonuses,
});

describe('intervalTabs', () => {
  it('groups the current plan and the offers by interval, lifetime last', () => {
    const tabs = intervalTabs([
      plan([bonus(1, null, 100, 80), bonus(2, 24, 100, 75), bonus(3, 12, 100, 90)]),
    ]);

    expect(tabs.map((t) => t.label)).toEqual(['12 meses', '24 meses', 'Vitalícia']);
    expect(tabs[0]?.currentPlans).toHaveLength(1);
    expect(tabs[0]?.offers.map((o) => o.id)).toEqual([3]);
    expect(tabs[1]?.currentPlans).toHaveLength(0);
    expect(tabs[2]?.offers.map((o) => o.id)).toEqual([1]);
  });

  it('has no tabs without plans', () => {
    expect(intervalTabs([])).toEqual([]);
  });
});

it('labels intervals in pt-BR', () => {
  expect(intervalLabel(1)).toBe('1 mês');
  expect(intervalLabel(24)).toBe('24 meses');
  expect(intervalLabel(null)).toBe('Vitalícia');
});

it('computes the offer discount with the spec rule', () => {
  expect(offerDiscount(bonus(1, 12, 59880, 44910))).toBe(25);
  expect(offerDiscount(bonus(1, 12, 100, 120))).toBe(0);
});

describe('earlyRenewalPromotion', () => {
  it('takes the best discount and the earliest end of the early-renewal offers', () => {
    const promotion = earlyRenewalPromotion([
      plan([
        bonus(1, 12, 100, 80, { ends_at: '2025-03-01T00:00:00.000Z' }),
        bonus(2, 24, 100, 70, { ends_at: '2025-02-01T00:00:00.000Z' }),
        bonus(3, 24, 100, 10, { name: 'Outra promoção' }),
      ]),
    ]);
    expect(promotion).toEqual({
      title: 'Renovação Antecipada',
      discount: 30,
      endsAt: '2025-02-01T00:00:00.000Z',
    });
  });

  it('is null without offers', () => {
    expect(earlyRenewalPromotion([plan([])])).toBeNull();
  });
});

it('turns an offer into a cart product priced at the offer', () => {
  const product = offerAsProduct(bonus(1, 24, 95760, 71820));
  expect(product).toMatchObject({
    id: 101,
    name: 'Plano 1',
    slug: 'plano-1',
    amounts: amounts(71820),
    tag: 'Upgrade',
  });
});

it('names the area of the horizontal query with the vertical wording', () => {
  expect(areaName('discursivas', VERTICAL_WORDING.oab)).toBe('Simulados de 2ª Fase');
  expect(areaName('monitorias', VERTICAL_WORDING.concursos)).toBe('Monitorias');
  expect(areaName('questoes', VERTICAL_WORDING.concursos)).toBe('Questões');
});

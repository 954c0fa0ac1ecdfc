import type {
  EcommerceArea,
  Product,
  UpsellingBonus,
  UpsellingProduct,
  VerticalWording,
} from 'shared-contracts';
import { EARLY_RENEWAL_TITLE } from '../../../constants';
import { discountPercent } from '../../../lib/product-rules';

/** A tab of the upselling page: one plan interval with the student's plans and the offers of that interval. */
export interface IntervalTab {
  /** months; null = lifetime */
  interval: number | null;
  label: string;
  currentPlans: UpsellingProduct[];
  offers: UpsellingBonus[];
}

/** '12 meses', '1 mês', or 'Vitalícia' for a plan without interval. */
export function intervalLabel(interval: number | null): string {
  if (interval === null || interval <= 0) return 'Vitalícia';
  return interval === 1 ? '1 mês' : `${interval} meses`;
}

/** Tabs per plan interval (shortest first, lifetime last), from the plans and their offers. */
export function intervalTabs(plans: readonly UpsellingProduct[]): IntervalTab[] {
  const byKey = new Map<string, IntervalTab>();
  const tabOf = (interval: number | null) => {
    const normalized = interval !== null && interval > 0 ? interval : null;
    const key = String(normalized);
    let tab = byKey.get(key);
    if (!tab) {
      tab = { interval: normalized, label: intervalLabel(normalized), currentPlans: [], offers: [] };
      byKey.set(key, tab);
    }
    return tab;
  };
  for (const plan of plans) {
    tabOf(plan.interval).currentPlans.push(plan);
    for (const bonus of plan.bonuses) tabOf(bonus.product.interval).offers.push(bonus);
  }
  return [...byKey.values()].sort(
    (a, b) => (a.interval ?? Number.POSITIVE_INFINITY) - (b.interval ?? Number.POSITIVE_INFINITY),
  );
}

/** Discount of an offer from its from/to card prices (spec 3 §5 rule); 0 when none. */
export function offerDiscount(bonus: UpsellingBonus): number {
  return discountPercent(bonus.price_info.from_price.credit_card, bonus.price_info.to_price.credit_card) ?? 0;
}

/** The early-renewal promotion of the banner: its best discount and when it ends (earliest end). */
export interface Promotion {
  title: string;
  discount: number;
  endsAt: string;
}

export function earlyRenewalPromotion(plans: readonly UpsellingProduct[]): Promotion | null {
  const bonuses = plans.flatMap((plan) => plan.bonuses);
  const promoted = bonuses.filter((bonus) => bonus.name === EARLY_RENEWAL_TITLE);
  const chosen = promoted.length > 0 ? promoted : bonuses;
  if (chosen.length === 0) return null;
  const discount = Math.max(...chosen.map(offerDiscount));
  const endsAt = chosen.map((bonus) => bonus.ends_at).sort()[0] ?? '';
  return { title: EARLY_RENEWAL_TITLE, discount, endsAt };
}

/** The offer as a cart product (priced at the offer), so buying it goes through the same cart. */
export function offerAsProduct(bonus: UpsellingBonus): Product {
  return {
    id: bonus.product.id,
    name: bonus.product.name,
    slug: bonus.product.slug,
    description: bonus.product.description,
    external_url: null,
    amounts: bonus.price_info.to_price,
    lot: null,
    bonus: null,
    interval: bonus.product.interval,
    allow_vouchers: false,
    voucher: null,
    nfe_settings: null,
    excluded_horizontal_slugs: [],
    tag: bonus.product_relationship_type === 'upgrade' ? 'Upgrade' : 'Renovação',
    category_ids: [],
  };
}

/** The name of an e-commerce area in the student's vertical (the horizontal query of the page). */
export function areaName(area: EcommerceArea, wording: VerticalWording): string {
  const names: Record<EcommerceArea, string> = {
    questoes: 'Questões',
    monitorias: wording.tutorings,
    cast: 'Cast',
    'sala-vip': 'Sala VIP',
    trilhas: 'Trilhas Estratégicas',
    discursivas: wording.discursives,
    redacoes: 'Redações',
    objetivos: wording.objectives,
  };
  return names[area];
}

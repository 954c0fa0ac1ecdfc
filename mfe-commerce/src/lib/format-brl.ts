import { CURRENCY, LOCALE } from 'shared-contracts';

const BRL = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Integer cents as pt-BR currency ('R$ 1.234,56'). */
export function formatBRL(cents: number): string {
  return BRL.format(cents / 100);
}

import { CURRENCY, LOCALE } from 'shared-contracts';

import { madeOnFirstUse } from './made-on-first-use';

const brl = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));
const integer = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE));
const percent = madeOnFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }),
);
const oneDecimal = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

/** Integer cents as pt-BR money: 123456 → 'R$ 1.234,56' (a no-break space after R$, as Intl writes it). */
export function formatBrl(cents: number): string {
  return brl().format(cents / 100);
}

/** A number in pt-BR: 1234 → '1.234', 2.5 → '2,5'. */
export function formatNumber(value: number): string {
  return integer().format(value);
}

/** A percentage of 0..100: 72.94 → '72,9%'. */
export function formatPercent(value: number): string {
  return percent().format(value / 100);
}

/** '1 questão' / '1.234 questões' (pt-BR plural, grouped digits). */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${integer().format(count)} ${count === 1 ? singular : plural}`;
}

/** Bytes in pt-BR: '512 B', '482 KB', '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${oneDecimal().format(bytes / (1024 * 1024))} MB`;
}

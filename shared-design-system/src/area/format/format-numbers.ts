import { CURRENCY, LOCALE } from 'shared-contracts';

import { madeOnFirstUse } from './made-on-first-use';

const brl = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }));
const integer = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE));
const percent = madeOnFirstUse(
  () => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }),
);
const oneDecimal = madeOnFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

/**
 * A whole number with pt-BR digit groups ('1.234.567'), by hand: no Intl for the counts every card shows, so
 * a page of counts does not start the browser's ICU (issue 12). null where Intl should write it.
 */
function groupedInteger(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${digits}` : digits;
}

/** Integer cents as pt-BR money: 123456 → 'R$ 1.234,56' (a no-break space after R$, as Intl writes it). */
export function formatBrl(cents: number): string {
  if (Number.isSafeInteger(cents)) {
    const whole = groupedInteger(Math.trunc(Math.abs(cents) / 100));
    const money = `R$\u00a0${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    return cents < 0 ? `-${money}` : money;
  }
  return brl().format(cents / 100);
}

/** A number in pt-BR: 1234 → '1.234', 2.5 → '2,5'. */
export function formatNumber(value: number): string {
  return groupedInteger(value) ?? integer().format(value);
}

/** A percentage of 0..100: 72.94 → '72,9%'. */
export function formatPercent(value: number): string {
  return percent().format(value / 100);
}

/** '1 questão' / '1.234 questões' (pt-BR plural, grouped digits). */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** Bytes in pt-BR: '512 B', '482 KB', '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${oneDecimal().format(bytes / (1024 * 1024))} MB`;
}

import { LOCALE } from 'shared-contracts';

const integer = new Intl.NumberFormat(LOCALE);
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** 1234 → '1.234' */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/** An accuracy of 0..100 → '72,9%' */
export function formatAccuracy(value: number): string {
  return percent.format(value / 100);
}

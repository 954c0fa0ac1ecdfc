import { MAX_INSTALLMENTS } from 'shared-contracts';

/** Only the digits of a typed value. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Luhn check of a card number (13 to 19 digits, spaces and dashes ignored). */
export function isValidCardNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/AA' of a month not yet past at `now`. */
export function isValidExpiration(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** 3 or 4 digits. */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** A CPF with 11 digits and both check digits right (all-equal digits refused). */
export function isValidCpf(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** '123.456.789-09' as the student types. */
export function formatCpf(value: string): string {
  const d = digitsOf(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** '01310-100' as the student types. */
export function formatZip(value: string): string {
  const d = digitsOf(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** The installment choices of a card payment: 1 to 12 (spec 3 §5, §9). */
export const INSTALLMENT_CHOICES: readonly number[] = Array.from(
  { length: MAX_INSTALLMENTS },
  (_, i) => i + 1,
);

/** The value of each of `count` installments of `total` cents (the last absorbs the rounding). */
export function installmentValue(total: number, count: number): number {
  return Math.ceil(total / count);
}

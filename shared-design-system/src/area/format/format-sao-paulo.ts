import { LOCALE, TIME_ZONE } from 'shared-contracts';
import { saoPauloWallClock } from 'shared-contracts/sao-paulo-clock';
import { madeOnFirstUse } from './made-on-first-use';

/** The calendar and clock parts of an instant as São Paulo sees it. */
interface SaoPauloParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  weekday: string;
  monthName: string;
}

const numeric = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);
const names = madeOnFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long', month: 'long' }),
);

/** pt-BR names, as Intl writes them (formats.test.ts compares them with Intl). */
const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The parts of an instant since São Paulo's fixed offset, by arithmetic: no Intl, so a page that shows dates
 * does not start the browser's ICU for them (issue 12). Earlier instants ask the time-zone database.
 */
function partsOfWallClock(clock: Date, dateOnly: boolean): SaoPauloParts {
  return {
    year: String(clock.getUTCFullYear()),
    month: twoDigits(clock.getUTCMonth() + 1),
    day: twoDigits(clock.getUTCDate()),
    hour: dateOnly ? '00' : twoDigits(clock.getUTCHours()),
    minute: dateOnly ? '00' : twoDigits(clock.getUTCMinutes()),
    second: dateOnly ? '00' : twoDigits(clock.getUTCSeconds()),
    weekday: WEEKDAYS[clock.getUTCDay()] ?? '',
    monthName: MONTHS[clock.getUTCMonth()] ?? '',
  };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(value: string | number | Date): SaoPauloParts | null {
  // '2025-03-05' is a calendar day, not UTC midnight (which is the evening before in São Paulo)
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]), 15))
    : toDate(value);
  if (!date) return null;
  const clock = saoPauloWallClock(date);
  if (clock) return partsOfWallClock(clock, dateOnly !== null);
  const read = (formatter: Intl.DateTimeFormat): Record<string, string> =>
    Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  const n = read(numeric());
  const w = read(names());
  return {
    year: n.year ?? '',
    month: n.month ?? '',
    day: n.day ?? '',
    hour: dateOnly ? '00' : (n.hour ?? ''),
    minute: dateOnly ? '00' : (n.minute ?? ''),
    second: dateOnly ? '00' : (n.second ?? ''),
    weekday: w.weekday ?? '',
    monthName: w.month ?? '',
  };
}

const TOKENS = /\[([^\]]*)]|YYYY|MMMM|MM|DD|dddd|D|HH|mm|ss/g;

/**
 * An instant (ISO string, epoch ms or Date) in São Paulo time with a dayjs-like pattern: YYYY, MM, MMMM
 * (março), DD, D, dddd (quarta-feira), HH, mm, ss and [literal text]. '' when the value is not a date.
 */
export function formatSaoPaulo(value: string | number | Date, pattern: string): string {
  const parts = partsOf(value);
  if (!parts) return '';
  return pattern.replace(TOKENS, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return parts.year;
      case 'MMMM':
        return parts.monthName;
      case 'MM':
        return parts.month;
      case 'DD':
        return parts.day;
      case 'D':
        return String(Number(parts.day));
      case 'dddd':
        return parts.weekday;
      case 'HH':
        return parts.hour;
      case 'mm':
        return parts.minute;
      default:
        return parts.second;
    }
  });
}

/** '05/03/2025' */
export function formatDate(value: string | number | Date): string {
  return formatSaoPaulo(value, 'DD/MM/YYYY');
}

/** '05/03/2025 às 19:00' */
export function formatDateTime(value: string | number | Date): string {
  return formatSaoPaulo(value, 'DD/MM/YYYY [às] HH:mm');
}

/** '05/03' */
export function formatDayMonth(value: string | number | Date): string {
  return formatSaoPaulo(value, 'DD/MM');
}

/** 'Até 05/03' (an offer's or a task's last day); '' when the value is not a date. */
export function formatUntil(value: string | number | Date): string {
  const day = formatDayMonth(value);
  return day ? `Até ${day}` : '';
}

/** '19:00' */
export function formatTime(value: string | number | Date): string {
  return formatSaoPaulo(value, 'HH:mm');
}

/** 'quarta-feira, 5 de março de 2025, 19:00 às 21:00': an event's period in São Paulo time. */
export function formatEventPeriod(start: string | number | Date, end: string | number | Date): string {
  return `${formatSaoPaulo(start, 'dddd, D [de] MMMM [de] YYYY, HH:mm')} às ${formatTime(end)}`;
}

/** Today's calendar day in São Paulo, shifted by `days` ('YYYY-MM-DD'), for API date parameters. */
export function saoPauloDay(days = 0, now: Date = new Date()): string {
  return formatSaoPaulo(new Date(now.getTime() + days * 86_400_000), 'YYYY-MM-DD');
}

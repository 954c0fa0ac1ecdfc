import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from 'shared-contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

function inSaoPaulo(iso: string) {
  return dayjs(iso).tz(TIME_ZONE).locale('pt-br');
}

/** '05/03/2025' in São Paulo time. */
export function formatDate(iso: string): string {
  return inSaoPaulo(iso).format('DD/MM/YYYY');
}

/** '05/03/2025 às 19:00' in São Paulo time. */
export function formatDateTime(iso: string): string {
  return inSaoPaulo(iso).format('DD/MM/YYYY [às] HH:mm');
}

/** 'quarta-feira, 5 de março de 2025, 19:00 às 21:00': a live class in São Paulo time. */
export function formatEventPeriod(startIso: string, endIso: string): string {
  const start = inSaoPaulo(startIso);
  const end = inSaoPaulo(endIso);
  return `${start.format('dddd, D [de] MMMM [de] YYYY, HH:mm')} às ${end.format('HH:mm')}`;
}

/** Today's calendar day in São Paulo, shifted by `days` (YYYY-MM-DD), for API date parameters. */
export function saoPauloDay(days = 0, now: Date = new Date()): string {
  return dayjs(now).tz(TIME_ZONE).add(days, 'day').format('YYYY-MM-DD');
}

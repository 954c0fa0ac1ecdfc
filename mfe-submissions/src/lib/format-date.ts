import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from 'shared-contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An ISO date-time shown in São Paulo time with a dayjs format ('DD/MM/YYYY'); '' when invalid. */
export function formatSaoPaulo(iso: string, format: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.tz(TIME_ZONE).format(format) : '';
}

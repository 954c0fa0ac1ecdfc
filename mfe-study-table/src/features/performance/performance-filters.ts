import { TIME_ZONE, type PerformancePeriodType } from 'shared-contracts';
import { saoPauloDay } from 'shared-design-system/area';

/** What the performance page is filtered by (spec 2 §7 Performance). */
export interface PerformanceFilters {
  period: PerformancePeriodType;
  /** YYYY-MM-DD (São Paulo calendar days), used when `period` is 'custom' */
  start: string;
  end: string;
  goalIds: number[];
  classificationIds: number[];
  notebookIds: number[];
  examIds: number[];
}

/** The period types in the order the filter offers them, with their pt-BR labels. */
export const PERIOD_OPTIONS: { value: PerformancePeriodType; label: string; days?: number }[] = [
  { value: 'last_7_days', label: 'Últimos 7 dias', days: 7 },
  { value: 'last_30_days', label: 'Últimos 30 dias', days: 30 },
  { value: 'last_90_days', label: 'Últimos 90 dias', days: 90 },
  { value: 'custom', label: 'Personalizado' },
];

export const DEFAULT_PERIOD: PerformancePeriodType = 'last_30_days';

/** The default filters: the last 30 days, nothing else chosen (the custom dates start as that period). */
export function defaultFilters(now: Date = new Date()): PerformanceFilters {
  return {
    period: DEFAULT_PERIOD,
    ...periodRange(DEFAULT_PERIOD, '', '', now),
    goalIds: [],
    classificationIds: [],
    notebookIds: [],
    examIds: [],
  };
}

/** The first and last São Paulo days a period covers (a custom one keeps its own). */
export function periodRange(
  period: PerformancePeriodType,
  start: string,
  end: string,
  now: Date = new Date(),
): { start: string; end: string } {
  const days = PERIOD_OPTIONS.find((option) => option.value === period)?.days;
  if (days === undefined) return { start, end };
  return { start: saoPauloDay(-(days - 1), now), end: saoPauloDay(0, now) };
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** São Paulo's UTC offset ('-03:00') at an instant. */
function saoPauloOffset(instant: Date): string {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/**
 * A São Paulo calendar day's first (or last) second as ISO 8601 with São Paulo's offset:
 * '2025-03-01' → '2025-03-01T00:00:00-03:00' (end: '2025-03-01T23:59:59-03:00').
 */
export function saoPauloIso(day: string, edge: 'start' | 'end'): string {
  const time = edge === 'start' ? '00:00:00' : '23:59:59';
  // the offset at midday of that day (no change of offset happens at midday)
  return `${day}T${time}${saoPauloOffset(new Date(`${day}T15:00:00Z`))}`;
}

/** The query of the chart calls: lists comma separated, a custom period as São Paulo ISO with time_zone. */
export function chartSearchParams(filters: PerformanceFilters): URLSearchParams {
  const params = new URLSearchParams();
  const lists: [string, number[]][] = [
    ['goal_ids', filters.goalIds],
    ['classification_ids', filters.classificationIds],
    ['notebook_ids', filters.notebookIds],
    ['student_exam_ids', filters.examIds],
  ];
  for (const [key, ids] of lists) if (ids.length > 0) params.set(key, ids.join(','));
  params.set('period', filters.period);
  if (filters.period === 'custom') {
    params.set('period_start', saoPauloIso(filters.start, 'start'));
    params.set('period_end', saoPauloIso(filters.end, 'end'));
  }
  params.set('time_zone', TIME_ZONE);
  return params;
}

export const DATE_REQUIRED_ERROR = 'Informe uma data.';
export const PERIOD_ORDER_ERROR = 'A data inicial deve ser anterior ou igual à data final.';

/** Errors of a custom period's dates (none for the other period types). */
export function periodErrors(filters: Pick<PerformanceFilters, 'period' | 'start' | 'end'>): {
  start?: string;
  end?: string;
} {
  if (filters.period !== 'custom') return {};
  return {
    start: filters.start ? undefined : DATE_REQUIRED_ERROR,
    end: !filters.end ? DATE_REQUIRED_ERROR : filters.start > filters.end ? PERIOD_ORDER_ERROR : undefined,
  };
}

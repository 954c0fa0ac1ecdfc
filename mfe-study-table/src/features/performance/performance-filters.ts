import { TIME_ZONE, type PerformancePeriodType } from 'shared-contracts';
import { isArrayOf, saoPauloDay, shapeGuard, type UrlParamsUpdate } from 'shared-design-system/area';
import { isCalendarDay } from '../../lib/is-calendar-day';

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

/** The performance filters' parameters in the address (/meu-desempenho?periodo=custom&inicio=…&objetivo=…). */
export const PERFORMANCE_PARAMS = {
  period: 'periodo',
  start: 'inicio',
  end: 'fim',
  goalIds: 'objetivo',
  classificationIds: 'classificacao',
  notebookIds: 'caderno',
  examIds: 'simulado',
} as const;

type IdListKey = 'goalIds' | 'classificationIds' | 'notebookIds' | 'examIds';
const ID_LISTS: readonly IdListKey[] = ['goalIds', 'classificationIds', 'notebookIds', 'examIds'];

/** Repeated ids of the address: positive integers, each once; anything else is left out. */
function idsOf(values: string[]): number[] {
  const ids = values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/**
 * The filters an address asks for (a reload or a shared link shows the same view). A preset period counts
 * back from today; an unknown period, or a custom one with missing, malformed or reversed dates, is the
 * default period: the API is never asked with dates the form would refuse.
 */
export function filtersFromParams(params: URLSearchParams, now: Date = new Date()): PerformanceFilters {
  const filters = defaultFilters(now);
  for (const key of ID_LISTS) filters[key] = idsOf(params.getAll(PERFORMANCE_PARAMS[key]));
  const asked = PERIOD_OPTIONS.find((option) => option.value === params.get(PERFORMANCE_PARAMS.period));
  if (!asked) return filters;
  if (asked.value !== 'custom')
    return { ...filters, period: asked.value, ...periodRange(asked.value, '', '', now) };
  const start = params.get(PERFORMANCE_PARAMS.start) ?? '';
  const end = params.get(PERFORMANCE_PARAMS.end) ?? '';
  const custom = { period: asked.value, start, end };
  if (!isCalendarDay(start) || !isCalendarDay(end) || Object.values(periodErrors(custom)).some(Boolean))
    return filters;
  return { ...filters, ...custom };
}

/** The address parameters of applied filters: the default period and empty lists leave no parameter. */
export function filtersToParams(filters: PerformanceFilters): UrlParamsUpdate {
  const custom = filters.period === 'custom';
  const update: UrlParamsUpdate = {
    [PERFORMANCE_PARAMS.period]: filters.period === DEFAULT_PERIOD ? null : filters.period,
    [PERFORMANCE_PARAMS.start]: custom ? filters.start : null,
    [PERFORMANCE_PARAMS.end]: custom ? filters.end : null,
  };
  for (const key of ID_LISTS) update[PERFORMANCE_PARAMS[key]] = filters[key].map(String);
  return update;
}

/** The applied filters as the address writes them ('periodo=last_7_days&objetivo=7002'): one text per view. */
export function filtersSearch(filters: PerformanceFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToParams(filters))) {
    const items = value === null ? [] : typeof value === 'string' ? [value] : value;
    for (const item of items) if (item !== '') params.append(key, item);
  }
  return params.toString();
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isIdList = (value: unknown) => isArrayOf(value, isId);

/** Filters as the form keeps them (a student's draft read back from storage): a known period, ids. */
export const isPerformanceFilters = shapeGuard<PerformanceFilters>({
  period: (value) => PERIOD_OPTIONS.some((option) => option.value === value),
  start: 'string',
  end: 'string',
  goalIds: isIdList,
  classificationIds: isIdList,
  notebookIds: isIdList,
  examIds: isIdList,
});

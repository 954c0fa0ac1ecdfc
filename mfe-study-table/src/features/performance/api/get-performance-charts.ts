import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ExamClassification,
  HttpClients,
  PerformanceChartData,
  PerformanceChartKind,
  PerformanceChartSeries,
  PerformanceTrend,
  SubjectIncidence,
} from 'shared-contracts';
import {
  expectData,
  expectList,
  isArrayOf,
  isNumber,
  isString,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { chartSearchParams, type PerformanceFilters } from '../performance-filters';

const isSeries = shapeGuard<PerformanceChartSeries>({
  key: 'string',
  label: 'string',
  values: (value) => isArrayOf(value, isNumber),
});

const isChartData = shapeGuard<PerformanceChartData>({
  x: (value) => isArrayOf(value, isString),
  x_kind: (value) => value === 'day' || value === 'classification',
  unit: (value) => value === 'count' || value === 'percent',
  series: (value) => isArrayOf(value, isSeries),
});

/** The four charts of spec 2 §7, in the order the page shows them. */
export const CHART_KINDS: readonly PerformanceChartKind[] = [
  'resolved-questions',
  'classification-accuracy',
  'trend-performance',
  'daily-progress',
];

/** GET /bff/performance/charts/{kind} with the filters (the trend also asks for its moving average). */
export function getPerformanceChart(
  http: HttpClients,
  kind: PerformanceChartKind,
  filters: PerformanceFilters,
  signal?: AbortSignal,
): Promise<PerformanceChartData> {
  const searchParams = chartSearchParams(filters);
  if (kind === 'trend-performance') searchParams.set('load_average', '1');
  if (kind === 'classification-accuracy') searchParams.set('group_by_classification_id', '1');
  return serviceCall(AREA_NAME, 'getPerformanceChart', async () => {
    const body = await http.api
      .get(`bff/performance/charts/${kind}`, { searchParams, signal })
      .json<unknown>();
    const data = expectData(body, isChartData, `gráfico ${kind}`);
    if (data.series.some((series) => series.values.length !== data.x.length))
      throw new UnexpectedResponseError(`gráfico ${kind} com séries de tamanhos diferentes`);
    return data;
  });
}

/** One chart for the filters: live (answers change it); the previous one stays while the next loads. */
export function performanceChartQuery(
  http: HttpClients,
  kind: PerformanceChartKind,
  filters: PerformanceFilters,
) {
  return queryOptions({
    queryKey: [AREA_NAME, 'performance-chart', kind, chartSearchParams(filters).toString()],
    queryFn: ({ signal }) => getPerformanceChart(http, kind, filters, signal),
    staleTime: STALE_TIME.live,
    placeholderData: keepPreviousData,
  });
}

const isIncidence = shapeGuard<SubjectIncidence>({
  classification_id: 'number',
  classification_name: 'string',
  percentage: 'number',
});

/** GET /bff/performance/incidence-of-subjects?carreira: how often each subject falls in exams. */
export function getSubjectIncidence(
  http: HttpClients,
  carreira: string,
  signal?: AbortSignal,
): Promise<SubjectIncidence[]> {
  return serviceCall(AREA_NAME, 'getSubjectIncidence', async () => {
    const body = await http.api
      .get('bff/performance/incidence-of-subjects', { searchParams: { carreira }, signal })
      .json<unknown>();
    return expectList(body, isIncidence, 'incidência de assuntos');
  });
}

export function subjectIncidenceQuery(http: HttpClients, carreira: string) {
  return queryOptions({
    queryKey: [AREA_NAME, 'subject-incidence', carreira],
    queryFn: ({ signal }) => getSubjectIncidence(http, carreira, signal),
    staleTime: STALE_TIME.reference,
  });
}

const isTrend = shapeGuard<PerformanceTrend>({
  classification_id: 'number',
  classification_name: 'string',
  accuracy_before: 'number',
  accuracy_after: 'number',
  direction: (value) => value === 'up' || value === 'down' || value === 'stable',
});

/** GET /bff/performance/trends for the period (São Paulo ISO when custom). */
export function getPerformanceTrends(
  http: HttpClients,
  filters: PerformanceFilters,
  signal?: AbortSignal,
): Promise<PerformanceTrend[]> {
  const all = chartSearchParams(filters);
  const searchParams = new URLSearchParams();
  for (const key of ['period', 'period_start', 'period_end', 'time_zone']) {
    const value = all.get(key);
    if (value !== null) searchParams.set(key, value);
  }
  return serviceCall(AREA_NAME, 'getPerformanceTrends', async () => {
    const body = await http.api.get('bff/performance/trends', { searchParams, signal }).json<unknown>();
    return expectList(body, isTrend, 'tendências');
  });
}

export function performanceTrendsQuery(http: HttpClients, filters: PerformanceFilters) {
  return queryOptions({
    queryKey: [AREA_NAME, 'performance-trends', filters.period, filters.start, filters.end],
    queryFn: ({ signal }) => getPerformanceTrends(http, filters, signal),
    staleTime: STALE_TIME.live,
  });
}

const isExamClassification = shapeGuard<ExamClassification>({
  id: 'number',
  name: 'string',
  index: 'number',
  accuracy: 'number',
  answered: 'number',
});

/** GET /bff/performance/exams/classifications: every result, ordered by index ascending (spec 2 §9). */
export function getExamClassifications(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<ExamClassification[]> {
  return serviceCall(AREA_NAME, 'getExamClassifications', async () => {
    const body = await http.api
      .get('bff/performance/exams/classifications', {
        searchParams: { order_by: 'index', order: 'asc', all: '1' },
        signal,
      })
      .json<unknown>();
    const list = expectList(body, isExamClassification, 'classificações dos simulados');
    return [...list].sort((a, b) => a.index - b.index);
  });
}

export function examClassificationsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'exam-classifications'],
    queryFn: ({ signal }) => getExamClassifications(http, signal),
    staleTime: STALE_TIME.live,
  });
}

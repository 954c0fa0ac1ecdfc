import { queryOptions } from '@tanstack/react-query';
import type { DisciplinePerformance, HttpClients, QuestionsPerformance } from 'shared-contracts';
import { expectData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The counts every performance line has. */
const COUNTS = { total: 'number', correct: 'number', incorrect: 'number', accuracy: 'number' } as const;

const isDisciplinePerformance = shapeGuard<DisciplinePerformance>({
  ...COUNTS,
  discipline_id: 'number',
  discipline_name: 'string',
});

const isQuestionsPerformance = shapeGuard<QuestionsPerformance>({
  ...COUNTS,
  disciplines: (value) => isArrayOf(value, isDisciplinePerformance),
});

export interface PerformancePeriod {
  /** YYYY-MM-DD (São Paulo calendar day) */
  dataInicial: string;
  dataFinal: string;
}

/** GET /bff/performance/questions?data_inicial&data_final */
export function getQuestionsPerformance(
  http: HttpClients,
  period: PerformancePeriod,
  signal?: AbortSignal,
): Promise<QuestionsPerformance> {
  return serviceCall(AREA_NAME, 'getQuestionsPerformance', async () => {
    const body = await http.api
      .get('bff/performance/questions', {
        searchParams: { data_inicial: period.dataInicial, data_final: period.dataFinal },
        signal,
      })
      .json<unknown>();
    return expectData(body, isQuestionsPerformance, 'desempenho em questões');
  });
}

/** The student's results in a period: live, every answer elsewhere changes them. */
export function questionsPerformanceQuery(http: HttpClients, period: PerformancePeriod) {
  return queryOptions({
    queryKey: [AREA_NAME, 'questions-performance', period.dataInicial, period.dataFinal],
    queryFn: ({ signal }) => getQuestionsPerformance(http, period, signal),
    staleTime: STALE_TIME.live,
  });
}

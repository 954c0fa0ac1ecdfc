import { queryOptions } from '@tanstack/react-query';
import type { DisciplinePerformance, HttpClients, QuestionsPerformance } from 'shared-contracts';
import {
  expectData,
  hasNumber,
  hasString,
  isRecord,
  STALE_TIME,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

function isDisciplinePerformance(value: unknown): value is DisciplinePerformance {
  return (
    isRecord(value) &&
    hasString(value, 'discipline_name') &&
    ['discipline_id', 'total', 'correct', 'incorrect', 'accuracy'].every((key) => hasNumber(value, key))
  );
}

function isQuestionsPerformance(value: unknown): value is QuestionsPerformance {
  return (
    isRecord(value) &&
    ['total', 'correct', 'incorrect', 'accuracy'].every((key) => hasNumber(value, key)) &&
    Array.isArray(value.disciplines) &&
    value.disciplines.every(isDisciplinePerformance)
  );
}

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

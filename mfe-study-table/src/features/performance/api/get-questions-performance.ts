import type { DisciplinePerformance, PlatformApi, QuestionsPerformance } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectData, hasNumber, hasString, isRecord } from 'shared-design-system/area';

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
export async function getQuestionsPerformance(
  platform: PlatformApi,
  period: PerformancePeriod,
  signal?: AbortSignal,
): Promise<QuestionsPerformance> {
  try {
    const body = await platform.http.api
      .get('bff/performance/questions', {
        searchParams: { data_inicial: period.dataInicial, data_final: period.dataFinal },
        signal,
      })
      .json<unknown>();
    return expectData(body, isQuestionsPerformance, 'desempenho em questões');
  } catch (error) {
    logFailure('mfe-study-table', 'getQuestionsPerformance', error);
    throw error;
  }
}

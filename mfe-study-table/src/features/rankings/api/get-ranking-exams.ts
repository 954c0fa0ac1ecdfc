import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, RankingExam } from 'shared-contracts';
import {
  expectData,
  expectList,
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

export function isRankingExam(value: unknown): value is RankingExam {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'name') &&
    hasString(value, 'institution') &&
    hasString(value, 'exam_date') &&
    hasNumber(value, 'participants') &&
    (value.status === 'open' || value.status === 'closed')
  );
}

/** GET /bff/ranking/exams */
export function getRankingExams(http: HttpClients, signal?: AbortSignal): Promise<RankingExam[]> {
  return serviceCall(AREA_NAME, 'getRankingExams', async () => {
    const body = await http.api.get('bff/ranking/exams', { signal }).json<unknown>();
    return expectList(body, isRankingExam, 'provas do ranking');
  });
}

/** GET /bff/ranking/exam/{id} */
export function getRankingExam(http: HttpClients, id: string, signal?: AbortSignal): Promise<RankingExam> {
  return serviceCall(AREA_NAME, 'getRankingExam', async () => {
    const body = await http.api.get(`bff/ranking/exam/${encodeURIComponent(id)}`, { signal }).json<unknown>();
    return expectData(body, isRankingExam, 'prova do ranking');
  });
}

/** The exams with a ranking (default freshness: participants change, not because of this student). */
export function rankingExamsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ranking-exams'],
    queryFn: ({ signal }) => getRankingExams(http, signal),
  });
}

/** One exam's ranking (prefetched when the student points at its card). */
export function rankingExamQuery(http: HttpClients, id: string | number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ranking-exam', String(id)],
    queryFn: ({ signal }) => getRankingExam(http, String(id), signal),
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, RankingExam } from 'shared-contracts';
import { expectData, expectList, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

export const isRankingExam = shapeGuard<RankingExam>({
  id: 'number',
  name: 'string',
  institution: 'string',
  exam_date: 'string',
  participants: 'number',
  status: (value) => value === 'open' || value === 'closed',
});

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

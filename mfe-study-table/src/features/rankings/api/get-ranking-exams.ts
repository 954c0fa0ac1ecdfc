import type { PlatformApi, RankingExam } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectData, expectList, hasNumber, hasString, isRecord } from 'shared-design-system/area';

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
export async function getRankingExams(platform: PlatformApi, signal?: AbortSignal): Promise<RankingExam[]> {
  try {
    const body = await platform.http.api.get('bff/ranking/exams', { signal }).json<unknown>();
    return expectList(body, isRankingExam, 'provas do ranking');
  } catch (error) {
    logFailure('mfe-study-table', 'getRankingExams', error);
    throw error;
  }
}

/** GET /bff/ranking/exam/{id} */
export async function getRankingExam(
  platform: PlatformApi,
  id: string,
  signal?: AbortSignal,
): Promise<RankingExam> {
  try {
    const body = await platform.http.api
      .get(`bff/ranking/exam/${encodeURIComponent(id)}`, { signal })
      .json<unknown>();
    return expectData(body, isRankingExam, 'prova do ranking');
  } catch (error) {
    logFailure('mfe-study-table', 'getRankingExam', error);
    throw error;
  }
}

import { queryOptions } from '@tanstack/react-query';
import { FRESH_ON_RETURN, expectShape, isNumber, isRecord, serviceCall } from 'shared-design-system/area';
import type { HttpClients, NotebookStats } from 'shared-contracts';
import { AREA_NAME } from '../../../constants';
import { notebookKey } from '../../../lib/query-keys';

function isNotebookStats(value: unknown): value is NotebookStats {
  return (
    isRecord(value) &&
    isNumber(value.questions_number) &&
    isNumber(value.correct_answers) &&
    isNumber(value.wrong_answers) &&
    isNumber(value.answered_questions) &&
    isNumber(value.not_answered)
  );
}

/** GET /bff/questions/notebooks/{id}/stats: questions answered, not answered, hits and misses. */
export function getNotebookStats(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<NotebookStats> {
  return serviceCall(AREA_NAME, 'getNotebookStats', async () => {
    const body = await http.api.get(`bff/questions/notebooks/${id}/stats`, { signal }).json<unknown>();
    return expectShape(
      body,
      (value): value is { data: NotebookStats } => isRecord(value) && isNotebookStats(value.data),
      'estatísticas do caderno',
    ).data;
  });
}

/** Hits over answers, as a whole percentage; null before any answer. */
export function accuracy(correct: number, wrong: number): number | null {
  const answers = correct + wrong;
  return answers === 0 ? null : Math.round((correct / answers) * 100);
}

/** A notebook's performance (fresh on return, like the notebook detail it belongs to). */
export function notebookStatsQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [...notebookKey(id), 'stats'],
    queryFn: ({ signal }) => getNotebookStats(http, id, signal),
    ...FRESH_ON_RETURN,
  });
}

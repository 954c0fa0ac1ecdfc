import { queryOptions } from '@tanstack/react-query';
import { FRESH_ON_RETURN, expectShape, isNumber, isRecord } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import type { HttpClients, NotebookStats } from 'shared-contracts';

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
export async function getNotebookStats(
  http: HttpClients,
  id: number,
  signal?: AbortSignal,
): Promise<NotebookStats> {
  const body = await http.api.get(`bff/questions/notebooks/${id}/stats`, { signal }).json<unknown>();
  return expectShape(
    body,
    (value): value is { data: NotebookStats } => isRecord(value) && isNotebookStats(value.data),
    'estatísticas do caderno',
  ).data;
}

/** Hits over answers, as a whole percentage; null before any answer. */
export function accuracy(correct: number, wrong: number): number | null {
  const answers = correct + wrong;
  return answers === 0 ? null : Math.round((correct / answers) * 100);
}

/** A notebook's performance (fresh on return, like the notebook detail it belongs to). */
export function notebookStatsQuery(http: HttpClients, id: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'notebook', id, 'stats'],
    queryFn: ({ signal }) => getNotebookStats(http, id, signal),
    ...FRESH_ON_RETURN,
  });
}

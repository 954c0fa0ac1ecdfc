import type { PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectData, expectList, hasNumber, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The answer of a question block: what was chosen, the right alternative and whether it was right. */
export interface LdiAnswer {
  question_id: number;
  alternative_id: number;
  correct_alternative_id: number;
  correct: boolean;
}

export function isLdiAnswer(value: unknown): value is LdiAnswer {
  return (
    isRecord(value) &&
    hasNumber(value, 'question_id') &&
    hasNumber(value, 'alternative_id') &&
    hasNumber(value, 'correct_alternative_id') &&
    typeof value.correct === 'boolean'
  );
}

/** Where a question block sits (spec 2 §3 LDI answer: block, course, chapter and item ids). */
export interface QuestionPlace {
  blockId: number;
  courseId: number;
  chapterId: number;
  itemId: number;
}

/** PUT /bff/mci/questions/{id}/answer {alternative_id, block_id, course_id, chapter_id, item_id}. */
export function answerQuestion(
  platform: PlatformApi,
  questionId: number,
  alternativeId: number,
  place: QuestionPlace,
): Promise<LdiAnswer> {
  return serviceCall(AREA_NAME, 'answerQuestion', async () => {
    const body = await platform.http.api
      .put(`bff/mci/questions/${questionId}/answer`, {
        json: {
          alternative_id: alternativeId,
          block_id: place.blockId,
          course_id: place.courseId,
          chapter_id: place.chapterId,
          item_id: place.itemId,
        },
      })
      .json<unknown>();
    return expectData(body, isLdiAnswer, 'resposta da questão');
  });
}

/** GET /bff/mci/questions/already-solved?course_id&item_id: the student's answers in one item. */
export function getAlreadySolved(
  platform: PlatformApi,
  courseId: number,
  itemId: number,
  signal?: AbortSignal,
): Promise<LdiAnswer[]> {
  return serviceCall(AREA_NAME, 'getAlreadySolved', async () => {
    const body = await platform.http.api
      .get('bff/mci/questions/already-solved', {
        searchParams: { course_id: String(courseId), item_id: String(itemId) },
        signal,
      })
      .json<unknown>();
    return expectList(body, isLdiAnswer, 'questões já resolvidas');
  });
}

export function alreadySolvedQuery(platform: PlatformApi, courseId: number, itemId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'already-solved', courseId, itemId],
    queryFn: ({ signal }) => getAlreadySolved(platform, courseId, itemId, signal),
  });
}

/** One solved question of a notebook block. */
export interface NotebookSolved {
  question_id: number;
  correct: boolean;
}

const isNotebookSolved = (value: unknown): value is NotebookSolved =>
  isRecord(value) && hasNumber(value, 'question_id') && typeof value.correct === 'boolean';

/** The ids the notebook lookup needs; any of them may be missing. */
export interface NotebookLookup {
  notebookId?: number | null;
  courseId?: number | null;
  chapterId?: number | null;
}

/**
 * GET /bff/mci/notebook/already-solved/questions?notebook_id&course_id&chapter_id. Spec 2 §5: an empty result
 * without calling unless notebook, course and chapter ids are all present.
 */
export async function getNotebookSolved(
  platform: PlatformApi,
  { notebookId, courseId, chapterId }: NotebookLookup,
  signal?: AbortSignal,
): Promise<NotebookSolved[]> {
  if (!notebookId || !courseId || !chapterId) return [];
  return serviceCall(AREA_NAME, 'getNotebookSolved', async () => {
    const body = await platform.http.api
      .get('bff/mci/notebook/already-solved/questions', {
        searchParams: {
          notebook_id: String(notebookId),
          course_id: String(courseId),
          chapter_id: String(chapterId),
        },
        signal,
      })
      .json<unknown>();
    return expectList(body, isNotebookSolved, 'questões resolvidas do caderno');
  });
}

export function notebookSolvedQuery(platform: PlatformApi, lookup: NotebookLookup) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'notebook-solved', lookup.notebookId, lookup.courseId, lookup.chapterId],
    queryFn: ({ signal }) => getNotebookSolved(platform, lookup, signal),
  });
}

import type { HttpClients, QuestionAnswerBody, QuestionAnswerResult } from 'shared-contracts';
import { ANSWER_ORIGIN, LAST_RESOLVED_INDEX_DEFAULT } from 'shared-contracts';
import { expectShape, isNumber, isRecord, isString, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { rethrowReadable } from '../../../lib/readable-error';

function isAnswerBody(value: unknown): value is { data: QuestionAnswerResult } {
  return (
    isRecord(value) &&
    isRecord(value.data) &&
    typeof value.data.correct === 'boolean' &&
    isNumber(value.data.correct_alternative_id) &&
    isString(value.data.explanation)
  );
}

/**
 * PUT /bff/questions/{id}/answer {notebook_id, alternative_id, origin, last_resolved_question_index}; a
 * refusal carries the server's message.
 */
export function answerQuestion(
  http: HttpClients,
  questionId: number,
  alternativeId: number,
  notebookId: number | null = null,
  position: number = LAST_RESOLVED_INDEX_DEFAULT,
): Promise<QuestionAnswerResult> {
  const json: QuestionAnswerBody = {
    notebook_id: notebookId,
    alternative_id: alternativeId,
    origin: ANSWER_ORIGIN,
    last_resolved_question_index: position,
  };
  return serviceCall(AREA_NAME, 'answerQuestion', async () => {
    const body = await http.api.put(`bff/questions/${questionId}/answer`, { json }).json<unknown>();
    return expectShape(body, isAnswerBody, 'resposta da questão').data;
  }).catch(rethrowReadable('Não foi possível enviar sua resposta.'));
}

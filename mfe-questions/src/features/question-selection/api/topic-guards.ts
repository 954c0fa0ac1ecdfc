import type { QuestionTopic, QuestionTopicsResponse } from 'shared-contracts';
import { isNumber, isPagination, isRecord, isString } from 'shared-design-system/area';

export function isQuestionTopic(value: unknown): value is QuestionTopic {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.name) &&
    (value.parent_id === null || isNumber(value.parent_id)) &&
    isNumber(value.questions_count) &&
    typeof value.has_children === 'boolean'
  );
}

export function isQuestionTopicsResponse(value: unknown): value is QuestionTopicsResponse {
  return (
    isRecord(value) &&
    Array.isArray(value.data) &&
    value.data.every(isQuestionTopic) &&
    isPagination(value.pagination)
  );
}

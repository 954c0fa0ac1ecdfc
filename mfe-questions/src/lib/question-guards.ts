import type { Question, QuestionAlternative, QuestionSubject } from 'shared-contracts';
import { isNumber, isRecord, isString } from 'shared-design-system/area';

function isAlternative(value: unknown): value is QuestionAlternative {
  return isRecord(value) && isNumber(value.id) && isString(value.letter) && isString(value.body);
}

function isSubject(value: unknown): value is QuestionSubject {
  return isRecord(value) && isNumber(value.id) && isString(value.name);
}

/** A question as the bank sends it (the fields this area shows). */
export function isQuestion(value: unknown): value is Question {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.slug) &&
    (value.type === 'multiple_choice' || value.type === 'true_false') &&
    isString(value.statement) &&
    Array.isArray(value.alternatives) &&
    value.alternatives.every(isAlternative) &&
    isSubject(value.discipline) &&
    isSubject(value.subject) &&
    isString(value.board) &&
    isString(value.institution) &&
    isNumber(value.year) &&
    isString(value.position)
  );
}

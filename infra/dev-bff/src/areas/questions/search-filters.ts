import type { QuestionSearchFilter } from 'shared-contracts';
import { badRequest } from '../../http-error';
import { isPlainObject, jsonTypeName } from '../../validation';
import { foldText, type BankQuestion } from './question-bank';

/** Spec 2 §5: search, count, notebook and exam creation need an includente filter (exact messages). */
export const NO_INCLUDENTE_FILTER = 'Requisição inválida: não existe filtro includente em filters';
export const MATRIX_ROW_WITHOUT_INCLUDENTE =
  'Requisição inválida: existe um array na matriz que não possui filtro includente';
export const FILTER_TAG = 'INVALID_FILTERS';

/** What each filter entity compares in a question. */
const ENTITY_VALUES: Record<string, (question: BankQuestion) => Array<number | string>> = {
  disciplina: (question) => [question.discipline.id],
  assunto: (question) => [question.subject.id],
  banca: (question) => [question.board, foldText(question.board)],
  orgao: (question) => [question.institution, foldText(question.institution)],
  ano: (question) => [question.year],
  cargo: (question) => [question.position, foldText(question.position)],
  questao: (question) => [question.id],
  professor: (question) => (question.teacher ? [question.teacher.id] : []),
};

export const FILTER_ENTITIES = Object.keys(ENTITY_VALUES);

function parseFilter(value: unknown, where: string): QuestionSearchFilter {
  if (!isPlainObject(value))
    throw badRequest(
      `Requisição inválida: ${where} deve ser um objeto (recebido: ${jsonTypeName(value)}).`,
      FILTER_TAG,
    );
  const { entity, entity_ids: ids, add, filtro_includente: includente, origin } = value;
  if (typeof entity !== 'string' || !ENTITY_VALUES[entity]) {
    throw badRequest(
      `Requisição inválida: ${where}.entity deve ser um de ${FILTER_ENTITIES.join(', ')}.`,
      FILTER_TAG,
    );
  }
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    !ids.every((id) => typeof id === 'number' || (typeof id === 'string' && id !== ''))
  ) {
    throw badRequest(
      `Requisição inválida: ${where}.entity_ids deve ser uma lista não vazia de ids.`,
      FILTER_TAG,
    );
  }
  if (add !== undefined && typeof add !== 'boolean')
    throw badRequest(`Requisição inválida: ${where}.add deve ser booleano.`, FILTER_TAG);
  if (includente !== undefined && typeof includente !== 'boolean') {
    throw badRequest(`Requisição inválida: ${where}.filtro_includente deve ser booleano.`, FILTER_TAG);
  }
  if (origin !== undefined && typeof origin !== 'string')
    throw badRequest(`Requisição inválida: ${where}.origin deve ser texto.`, FILTER_TAG);
  return {
    entity,
    entity_ids: ids as Array<number | string>,
    add: add ?? true,
    filtro_includente: includente ?? false,
    ...(origin ? { origin } : {}),
  };
}

/**
 * Checks `filters` (a list or a matrix of lists) and returns it as a list of groups. A list needs one
 * includente filter; in a matrix every row needs one.
 */
export function parseSearchFilters(value: unknown): QuestionSearchFilter[][] {
  if (value === undefined || value === null) throw badRequest(NO_INCLUDENTE_FILTER, FILTER_TAG);
  if (!Array.isArray(value))
    throw badRequest(
      `Requisição inválida: filters deve ser uma lista (recebido: ${jsonTypeName(value)}).`,
      FILTER_TAG,
    );
  const isMatrix = value.length > 0 && value.every(Array.isArray);
  if (!isMatrix) {
    const group = value.map((filter, index) => parseFilter(filter, `filters[${index}]`));
    if (!group.some((filter) => filter.filtro_includente)) throw badRequest(NO_INCLUDENTE_FILTER, FILTER_TAG);
    return [group];
  }
  const groups = (value as unknown[][]).map((row, r) =>
    row.map((filter, index) => parseFilter(filter, `filters[${r}][${index}]`)),
  );
  if (!groups.some((group) => group.some((filter) => filter.filtro_includente)))
    throw badRequest(NO_INCLUDENTE_FILTER, FILTER_TAG);
  if (groups.some((group) => !group.some((filter) => filter.filtro_includente)))
    throw badRequest(MATRIX_ROW_WITHOUT_INCLUDENTE, FILTER_TAG);
  return groups;
}

function matchesOne(question: BankQuestion, filter: QuestionSearchFilter): boolean {
  const values = ENTITY_VALUES[filter.entity]?.(question) ?? [];
  return filter.entity_ids.some((id) =>
    values.includes(typeof id === 'string' && !/^\d+$/.test(id) ? foldText(id) : Number(id)),
  );
}

/** One group: every included entity must match one of its ids; no excluded id may match. */
function matchesGroup(question: BankQuestion, group: QuestionSearchFilter[]): boolean {
  const byEntity = new Map<string, QuestionSearchFilter[]>();
  for (const filter of group.filter((f) => f.add))
    byEntity.set(filter.entity, [...(byEntity.get(filter.entity) ?? []), filter]);
  const included = [...byEntity.values()].every((filters) =>
    filters.some((filter) => matchesOne(question, filter)),
  );
  const excluded = group.some((filter) => !filter.add && matchesOne(question, filter));
  return included && !excluded;
}

/** A question matches when it matches any group (rows of a matrix are alternatives). */
export function matchesFilters(question: BankQuestion, groups: QuestionSearchFilter[][]): boolean {
  return groups.some((group) => matchesGroup(question, group));
}

/** The free-text term: every word must appear in the statement, an alternative, the subject, discipline, board or institution. */
export function matchesTerm(question: BankQuestion, term: string): boolean {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(
    [
      question.statement,
      ...question.alternatives.map((alternative) => alternative.body),
      question.subject.name,
      question.discipline.name,
      question.board,
      question.institution,
      question.position,
      String(question.id),
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

import type { FastifyInstance } from 'fastify';
import type {
  QuestionAnswerResponse,
  QuestionResponse,
  QuestionSearchResponse,
  QuestionTopic,
  QuestionTopicsResponse,
} from 'shared-contracts';
import { ANSWER_ORIGIN, LAST_RESOLVED_INDEX_DEFAULT } from 'shared-contracts';
import type { BffArea, BffContext } from '../area';
import { badRequest, notFound } from '../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody, requireString } from '../validation';
import { registerBankRoutes } from './questions/bank-routes';
import { registerRunRoutes } from './questions/run-routes';
import { registerSearchRoutes } from './questions/search-routes';
import { paginate, parsePage, type PageQuery } from './questions/pagination';
import {
  childTopics,
  disciplineTopics,
  findBankQuestion,
  foldText,
  questionsOfVertical,
  toQuestion,
} from './questions/question-bank';
import type { NotebookRecord, QuestionsState } from './questions/questions-state';
import { matchesFilters, matchesTerm, parseSearchFilters } from './questions/search-filters';
import { seedQuestionsState } from './questions/seed-folders';

const AREA = 'questions';
const NOT_FOUND_TAG = 'NOT_FOUND';

const QUESTION_SORTS = ['id', 'year'] as const;

function parseId(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw badRequest(`Id de ${what} inválido: ${value}.`, 'INVALID_ID');
  return Number(value);
}

function parseOrder(value: string | undefined): 'ASC' | 'DESC' {
  if (value === undefined || value === '') return 'DESC';
  const order = value.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC')
    throw badRequest('Parâmetro order inválido: use ASC ou DESC.', 'INVALID_ORDER');
  return order;
}

function oneOfParam<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  field: string,
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest(`Parâmetro ${field} inválido: use ${allowed.join(', ')}.`, 'INVALID_PARAM');
  return value as T;
}

function withState(ctx: BffContext): QuestionsState {
  return ctx.state<QuestionsState>(AREA);
}

function visibleTo(item: { student_id: number; shared_with: number[] }, studentId: number): boolean {
  return item.student_id === studentId || item.shared_with.includes(studentId);
}

function sortTopics(topics: QuestionTopic[]): QuestionTopic[] {
  return [...topics].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

function registerTopics(app: FastifyInstance, ctx: BffContext): void {
  app.get<{ Querystring: PageQuery & { q?: string; has_questions?: string } }>(
    '/bff/questions/topics',
    async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const { page, perPage } = parsePage(request.query);
      const vertical = ctx.vertical(request);
      const term = foldText(request.query.q?.trim() ?? '');
      const disciplines = disciplineTopics(vertical);
      // without a term: the disciplines; with one: every discipline or subject whose name has it
      let topics = term
        ? [...disciplines, ...disciplines.flatMap((d) => childTopics(d.id, vertical) ?? [])].filter((t) =>
            foldText(t.name).includes(term),
          )
        : disciplines;
      if (request.query.has_questions === 'true' || request.query.has_questions === '1')
        topics = topics.filter((t) => t.questions_count > 0);
      const { items, pagination } = paginate(sortTopics(topics), page, perPage);
      const body: QuestionTopicsResponse = { data: items, pagination };
      return body;
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    '/bff/questions/topics/:id/children',
    async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const { page, perPage } = parsePage(request.query);
      const children = childTopics(parseId(request.params.id, 'tópico'), ctx.vertical(request));
      if (!children) throw notFound(`Tópico não encontrado: ${request.params.id}.`, NOT_FOUND_TAG);
      const { items, pagination } = paginate(children, page, perPage);
      const body: QuestionTopicsResponse = { data: items, pagination };
      return body;
    },
  );
}

function registerQuestions(app: FastifyInstance, ctx: BffContext): void {
  app.post<{ Querystring: PageQuery & { order?: string; sort?: string }; Body: unknown }>(
    '/bff/questions/search',
    async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const { page, perPage } = parsePage(request.query);
      const order = parseOrder(request.query.order);
      const sort = oneOfParam(request.query.sort, QUESTION_SORTS, 'sort', 'id');
      const body = requireObjectBody(request.body);
      const groups = parseSearchFilters(body.filters);
      const term =
        body.input_term === undefined || body.input_term === null
          ? ''
          : requireString(body.input_term, 'input_term');
      const direction = order === 'ASC' ? 1 : -1;
      const found = questionsOfVertical(ctx.vertical(request))
        .filter((question) => matchesFilters(question, groups) && matchesTerm(question, term))
        .sort((a, b) => direction * (a[sort] - b[sort]) || direction * (a.id - b.id));
      const { items, pagination } = paginate(found, page, perPage);
      const response: QuestionSearchResponse = { data: items.map(toQuestion), pagination };
      return response;
    },
  );

  app.get<{ Params: { id: string } }>('/bff/questions/:id', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const question = findBankQuestion(parseId(request.params.id, 'questão'));
    if (!question) throw notFound(`Questão não encontrada: ${request.params.id}.`, NOT_FOUND_TAG);
    const body: QuestionResponse = { data: toQuestion(question) };
    return body;
  });

  // public: no sign-in (spec 2 §1)
  app.get<{ Params: { id: string } }>('/bff/public/question/:id', async (request) => {
    const id = /^\d+/.exec(request.params.id)?.[0];
    const question = id === undefined ? undefined : findBankQuestion(Number(id));
    if (!question) throw notFound(`Questão não encontrada: ${request.params.id}.`, NOT_FOUND_TAG);
    const body: QuestionResponse = { data: toQuestion(question) };
    return body;
  });

  app.put<{ Params: { id: string }; Body: unknown }>('/bff/questions/:id/answer', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const question = findBankQuestion(parseId(request.params.id, 'questão'));
    if (!question) throw notFound(`Questão não encontrada: ${request.params.id}.`, NOT_FOUND_TAG);
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['notebook_id', 'alternative_id', 'origin', 'last_resolved_question_index']);
    const alternativeId = requireInteger(body.alternative_id, 'alternative_id', 1, Number.MAX_SAFE_INTEGER);
    if (!question.alternatives.some((alternative) => alternative.id === alternativeId)) {
      throw badRequest(
        `A alternativa ${alternativeId} não pertence à questão ${question.id}.`,
        'INVALID_ALTERNATIVE',
      );
    }
    const origin = body.origin === undefined ? ANSWER_ORIGIN : requireString(body.origin, 'origin');
    const index =
      body.last_resolved_question_index === undefined
        ? LAST_RESOLVED_INDEX_DEFAULT
        : requireInteger(
            body.last_resolved_question_index,
            'last_resolved_question_index',
            1,
            Number.MAX_SAFE_INTEGER,
          );
    const state = withState(ctx);
    let notebook: NotebookRecord | undefined;
    if (body.notebook_id !== undefined && body.notebook_id !== null) {
      const notebookId = requireInteger(body.notebook_id, 'notebook_id', 1, Number.MAX_SAFE_INTEGER);
      notebook = state.notebooks.find((n) => n.id === notebookId && visibleTo(n, student.id));
      if (!notebook) throw notFound(`Caderno não encontrado: ${notebookId}.`, NOT_FOUND_TAG);
    }
    const correct = alternativeId === question.correct_alternative_id;
    const answeredAt = new Date().toISOString();
    state.answers.push({
      student_id: student.id,
      question_id: question.id,
      alternative_id: alternativeId,
      notebook_id: notebook?.id ?? null,
      origin,
      last_resolved_question_index: index,
      correct,
      answered_at: answeredAt,
    });
    if (notebook) {
      if (correct) notebook.correct_answers += 1;
      else notebook.wrong_answers += 1;
      notebook.updated_at = answeredAt;
    }
    const response: QuestionAnswerResponse = {
      data: {
        question_id: question.id,
        alternative_id: alternativeId,
        correct,
        correct_alternative_id: question.correct_alternative_id,
        explanation: question.explanation,
        answered_at: answeredAt,
      },
    };
    return response;
  });
}

/** Question bank, topics, search and answers (spec 2 §7 Questions); folders and notebooks: ./notebooks.ts. */
export const questionsArea: BffArea<QuestionsState> = {
  name: AREA,
  seed: seedQuestionsState,
  register: (app, ctx) => {
    registerTopics(app, ctx);
    registerBankRoutes(app, ctx);
    registerSearchRoutes(app, ctx);
    registerRunRoutes(app, ctx);
    registerQuestions(app, ctx);
  },
};

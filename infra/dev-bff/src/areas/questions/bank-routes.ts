import type { FastifyInstance } from 'fastify';
import type {
  QuestionComment,
  QuestionSearchResponse,
  QuestionTeachersResponse,
  QuestionUserAnswersResponse,
} from 'shared-contracts';
import type { BffContext } from '../../area';
import { badRequest, notFound } from '../../http-error';
import { requireKnownKeys, requireObjectBody, requireString } from '../../validation';
import { findBadWords } from '../submissions/seed-forums';
import { paginate, parsePage, type PageQuery } from './pagination';
import {
  findBankQuestion,
  foldText,
  questionsOfVertical,
  toQuestion,
  type BankQuestion,
} from './question-bank';
import { matchesFilters, parseSearchFilters } from './search-filters';
import type { QuestionsState } from './questions-state';
import { seedQuestionComments, seededStatistics } from './seed-comments';
import { SEED_TEACHERS } from './seed-teachers';
import { SEED_DISCIPLINES } from './seed-topics';

const AREA = 'questions';
const NOT_FOUND_TAG = 'NOT_FOUND';
export const BAD_WORDS_TAG = 'SOCIAL_ERROR_BAD_WORDS';
export const BAD_WORDS_MESSAGE = 'O comentário contém palavras não permitidas.';
const COMMENT_MAX_LENGTH = 2000;

/** Classification types of GET /bff/questions/filters/classifications/{id} (and search v2 filters). */
export const CLASSIFICATION_TYPES: Record<string, { entity: string; name: string }> = {
  '1': { entity: 'banca', name: 'Banca' },
  '2': { entity: 'orgao', name: 'Órgão' },
  '3': { entity: 'ano', name: 'Ano' },
  '4': { entity: 'cargo', name: 'Cargo' },
};

type QuestionsStateWithComments = QuestionsState & { comments?: Record<number, QuestionComment[]> };

function state(ctx: BffContext): QuestionsStateWithComments {
  const slice = ctx.state<QuestionsStateWithComments>(AREA);
  // seeded on first use (and again after a reset), so the shared seed stays as it is
  slice.comments ??= seedQuestionComments();
  return slice;
}

function questionOrThrow(id: string) {
  const question = /^\d+$/.test(id) ? findBankQuestion(Number(id)) : undefined;
  if (!question) throw notFound(`Questão não encontrada: ${id}.`, NOT_FOUND_TAG);
  return question;
}

function classificationValue(entity: string, question: ReturnType<typeof toQuestion>): string | number {
  if (entity === 'banca') return question.board;
  if (entity === 'orgao') return question.institution;
  if (entity === 'ano') return question.year;
  return question.position;
}

function classifications(
  ctx: BffContext,
  request: Parameters<BffContext['vertical']>[0],
  typeId: string,
  within: (question: BankQuestion) => boolean = () => true,
) {
  const type = CLASSIFICATION_TYPES[typeId];
  if (!type) throw notFound(`Tipo de classificação desconhecido: ${typeId}.`, NOT_FOUND_TAG);
  const counts = new Map<string | number, number>();
  for (const question of questionsOfVertical(ctx.vertical(request)).filter(within)) {
    const value = classificationValue(type.entity, question);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({
      id: value,
      name: String(value),
      entity: type.entity,
      questions_count: count,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** Bank listing, config, teachers and classification filters, user answers, comments, history (spec 2 §7). */
export function registerBankRoutes(app: FastifyInstance, ctx: BffContext): void {
  app.get<{ Querystring: PageQuery }>('/bff/questions', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const { page, perPage } = parsePage(request.query);
    const all = [...questionsOfVertical(ctx.vertical(request))].sort((a, b) => b.id - a.id);
    const { items, pagination } = paginate(all, page, perPage);
    const body: QuestionSearchResponse = { data: items.map(toQuestion), pagination };
    return body;
  });

  app.get('/bff/questions/config', async (request) => ({
    data: {
      vertical: ctx.vertical(request),
      total_questions: questionsOfVertical(ctx.vertical(request)).length,
      disciplines: SEED_DISCIPLINES.length,
      classification_types: Object.entries(CLASSIFICATION_TYPES).map(([id, type]) => ({
        id: Number(id),
        ...type,
      })),
    },
  }));

  app.get<{ Querystring: PageQuery & { query?: string } }>(
    '/bff/questions/filters/teacher',
    async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const { page, perPage } = parsePage(request.query);
      const term = foldText(request.query.query?.trim() ?? '');
      const vertical = ctx.vertical(request);
      const teachers = SEED_TEACHERS.filter(
        (teacher) =>
          SEED_DISCIPLINES.some((d) => d.id === teacher.discipline_id && d.verticals.includes(vertical)) &&
          foldText(teacher.name).includes(term),
      ).map(({ id, name }) => ({ id, name }));
      const { items, pagination } = paginate(teachers, page, perPage);
      const body: QuestionTeachersResponse = { data: items, pagination };
      return body;
    },
  );

  app.get<{ Params: { id: string }; Querystring: PageQuery & { q?: string } }>(
    '/bff/questions/filters/classifications/:id',
    async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const { page, perPage } = parsePage(request.query);
      const term = foldText(request.query.q?.trim() ?? '');
      const found = classifications(ctx, request, request.params.id).filter((c) =>
        foldText(c.name).includes(term),
      );
      return {
        data: paginate(found, page, perPage).items,
        pagination: paginate(found, page, perPage).pagination,
      };
    },
  );

  // faceted: repeated filter=entity:id params narrow the questions counted (entities AND, ids of one entity OR)
  app.get<{ Params: { typeId: string }; Querystring: { filter?: string | string[] } }>(
    '/bff/search/v2/filters/:typeId/classifications',
    async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const raw = request.query.filter;
      const params = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const filters = params.map((param) => {
        const match = /^([a-z_]+):(.+)$/.exec(param);
        if (!match)
          throw badRequest(`Parâmetro filter inválido: ${param} (use entidade:id).`, 'INVALID_FILTERS');
        const id = /^\d+$/.test(match[2] as string) ? Number(match[2]) : (match[2] as string);
        return { entity: match[1], entity_ids: [id], add: true, filtro_includente: true };
      });
      const groups = filters.length > 0 ? parseSearchFilters(filters) : null;
      return {
        data: classifications(ctx, request, request.params.typeId, (question) =>
          groups ? matchesFilters(question, groups) : true,
        ),
      };
    },
  );

  app.get<{ Params: { id: string } }>('/bff/questions/:id/user-answers', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const question = questionOrThrow(request.params.id);
    const answers = state(ctx).answers.filter(
      (answer) => answer.question_id === question.id && answer.student_id === student.id,
    );
    const statistics = seededStatistics(question.id);
    for (const answer of state(ctx).answers.filter((a) => a.question_id === question.id)) {
      const key = String(answer.alternative_id);
      statistics[key] = (statistics[key] ?? 0) + 1;
    }
    const body: QuestionUserAnswersResponse = {
      data: {
        answers: answers
          .map(({ alternative_id, correct, answered_at, origin, notebook_id }) => ({
            alternative_id,
            correct,
            answered_at,
            origin,
            notebook_id,
          }))
          .reverse(),
        statistics,
        total_answers: Object.values(statistics).reduce((sum, count) => sum + count, 0),
      },
    };
    return body;
  });

  app.get<{ Params: { id: string } }>('/bff/questions/:id/comments', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const question = questionOrThrow(request.params.id);
    return { data: [...(state(ctx).comments?.[question.id] ?? [])].reverse() };
  });

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/:id/comment',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const question = questionOrThrow(request.params.id);
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['body', 'mention_id', 'link']);
      const text = requireString(body.body, 'body').trim();
      if (text === '') throw badRequest('Escreva um comentário.', 'INVALID_COMMENT');
      if (text.length > COMMENT_MAX_LENGTH)
        throw badRequest(
          `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`,
          'INVALID_COMMENT',
        );
      const words = findBadWords(text);
      if (words.length > 0) {
        return reply
          .code(422)
          .send({ error: { message: BAD_WORDS_MESSAGE, tag: BAD_WORDS_TAG, meta: { words } } });
      }
      const all = state(ctx);
      const comments = (all.comments ??= {});
      const list = (comments[question.id] ??= []);
      const comment: QuestionComment = {
        id: all.nextId++,
        body: text,
        mention_id: typeof body.mention_id === 'number' ? body.mention_id : null,
        link: typeof body.link === 'string' ? body.link : null,
        author: { id: student.id, name: student.fullName },
        created_at: new Date().toISOString(),
      };
      list.push(comment);
      return reply.code(201).send({ data: comment });
    },
  );

  app.get('/bff/questions/clear-history', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const all = state(ctx);
    const before = all.answers.length;
    all.answers = all.answers.filter((answer) => answer.student_id !== student.id);
    return { data: { removed: before - all.answers.length } };
  });

  app.post<{ Body: unknown }>('/bff/questions/search/count-all', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    return { data: { total: questionsOfVertical(ctx.vertical(request)).length } };
  });
}

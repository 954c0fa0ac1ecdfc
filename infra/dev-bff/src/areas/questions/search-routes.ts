import type { FastifyInstance } from 'fastify';
import type { QuestionSearchResponse } from 'shared-contracts';
import type { BffContext } from '../../area';
import { badRequest } from '../../http-error';
import { isPlainObject, requireInteger, requireObjectBody, requireString } from '../../validation';
import { paginate } from './pagination';
import { questionsOfVertical, toQuestion } from './question-bank';
import { matchesFilters, matchesTerm, parseSearchFilters } from './search-filters';

const PRINT_LIMIT_MAX = 200;
const BATCH_MAX = 50;
const AGGREGATED_PER_PAGE_MAX = 100;

function optionalTerm(value: unknown, field: string): string {
  return value === undefined || value === null ? '' : requireString(value, field);
}

/** Print, batch counts and the search-v2 aggregated questions (spec 2 §7 Questions, Search). */
export function registerSearchRoutes(app: FastifyInstance, ctx: BffContext): void {
  // the questions of a print request (limit/offset over the filters), with what the print asked for
  app.post<{ Body: unknown }>('/bff/questions/print', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const body = requireObjectBody(request.body);
    const limit =
      body.limit === undefined ? PRINT_LIMIT_MAX : requireInteger(body.limit, 'limit', 1, PRINT_LIMIT_MAX);
    const offset =
      body.offset === undefined ? 0 : requireInteger(body.offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
    const groups = parseSearchFilters(body.filters);
    const removeSubject = body.remove_subject === true;
    const fontSize = body.fontSize === undefined ? 12 : requireInteger(body.fontSize, 'fontSize', 8, 32);
    const found = questionsOfVertical(ctx.vertical(request)).filter((q) => matchesFilters(q, groups));
    return {
      data: {
        total: found.length,
        limit,
        offset,
        font_size: fontSize,
        questions: found.slice(offset, offset + limit).map((question) => {
          const visible = toQuestion(question);
          return removeSubject ? { ...visible, subject: null, discipline: null } : visible;
        }),
      },
    };
  });

  // counts of several filter sets at once: one total per entry of batch, in order
  app.post<{ Body: unknown }>('/bff/questions/search/batch', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const body = requireObjectBody(request.body);
    if (!Array.isArray(body.batch) || body.batch.length === 0 || body.batch.length > BATCH_MAX)
      throw badRequest(
        `O campo batch deve ser uma lista de 1 a ${BATCH_MAX} conjuntos de filtros.`,
        'INVALID_FILTERS',
      );
    const term = optionalTerm(body.input_term, 'input_term');
    const bank = questionsOfVertical(ctx.vertical(request)).filter((q) => matchesTerm(q, term));
    return {
      data: body.batch.map((entry: unknown, index: number) => {
        const filters = isPlainObject(entry) && 'filters' in entry ? entry.filters : entry;
        const groups = parseSearchFilters(filters);
        return { index, total: bank.filter((q) => matchesFilters(q, groups)).length };
      }),
    };
  });

  // the global search's questions section: every question of the vertical matching q
  app.post<{ Body: unknown }>('/bff/search/v2/questions/aggregated', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const body = requireObjectBody(request.body);
    const q = optionalTerm(body.q, 'q').trim();
    const page = body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, Number.MAX_SAFE_INTEGER);
    const perPage =
      body.per_page === undefined
        ? 10
        : requireInteger(body.per_page, 'per_page', 1, AGGREGATED_PER_PAGE_MAX);
    const found = q
      ? [...questionsOfVertical(ctx.vertical(request))]
          .filter((question) => matchesTerm(question, q))
          .sort((a, b) => b.id - a.id)
      : [];
    const { items, pagination } = paginate(found, page, perPage);
    const response: QuestionSearchResponse = { data: items.map(toQuestion), pagination };
    return response;
  });
}

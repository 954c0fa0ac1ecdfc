import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext, BffStudent } from './area';
import { requireInteger } from './validation';

/** A handler that answers only a signed-in student (401 otherwise), called with that student. */
export type StudentHandler<T> = (student: BffStudent, request: FastifyRequest, reply: FastifyReply) => T;

/** Wraps route handlers of an area so each answers only a signed-in student. */
export function signedInRoutes(ctx: BffContext) {
  return <T>(handler: StudentHandler<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      return handler(student, request, reply);
    };
}

/** One page of a list, in the platform's `{data, pagination}` shape (last_page at least 1). */
export function paginate<T>(list: readonly T[], page: number, perPage: number) {
  return {
    data: list.slice((page - 1) * perPage, page * perPage),
    pagination: {
      page,
      per_page: perPage,
      total: list.length,
      last_page: Math.max(1, Math.ceil(list.length / perPage)),
    },
  };
}

/** A positive whole number from a query value, `fallback` when absent (400 when not one, or above `max`). */
export function positiveQuery(value: unknown, fallback: number, field: string, max = 1000): number {
  if (value === undefined || value === '') return fallback;
  return requireInteger(Number(value), field, 1, max);
}

/** Lower case without accents, for forgiving name search ('policia' finds 'Polícia'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

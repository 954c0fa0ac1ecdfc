/** Thrown when an answer does not have the shape this area expects (never rendered as data). */
export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Resposta inesperada do servidor: ${what}`);
    this.name = 'UnexpectedResponseError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isString = (value: unknown): value is string => typeof value === 'string';

/** A pagination block {page, per_page, total, last_page}. */
export function isPagination(
  value: unknown,
): value is { page: number; per_page: number; total: number; last_page: number } {
  return (
    isRecord(value) &&
    isNumber(value.total) &&
    isNumber(value.page) &&
    isNumber(value.per_page) &&
    isNumber(value.last_page)
  );
}

/** `body` narrowed by `guard`, or an UnexpectedResponseError naming what was expected. */
export function expectShape<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (guard(body)) return body;
  throw new UnexpectedResponseError(what);
}

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

/** `body.data` when it is an object passing `guard`. */
export function readData<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (isRecord(body) && guard(body.data)) return body.data;
  throw new UnexpectedResponseError(what);
}

/** `body.data` when it is a list whose every entry passes `guard`. */
export function readList<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T[] {
  if (isRecord(body) && Array.isArray(body.data) && body.data.every(guard)) return body.data;
  throw new UnexpectedResponseError(what);
}

export function hasNumber(record: Record<string, unknown>, key: string): boolean {
  return typeof record[key] === 'number';
}

export function hasString(record: Record<string, unknown>, key: string): boolean {
  return typeof record[key] === 'string';
}

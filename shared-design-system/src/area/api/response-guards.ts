import type { HttpClients } from 'shared-contracts';

/** Thrown when an answer does not have the shape an area expects (it is never rendered as data). */
export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Resposta inesperada do servidor: ${what}`);
    this.name = 'UnexpectedResponseError';
  }
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number. */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A string. */
export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** A string or null (the API's optional texts). */
export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** An array whose every item passes `guard`. */
export function isArrayOf<T>(value: unknown, guard: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(guard);
}

/** `record[key]` is a finite number. */
export function hasNumber(record: Record<string, unknown>, key: string): boolean {
  return isNumber(record[key]);
}

/** `record[key]` is a string. */
export function hasString(record: Record<string, unknown>, key: string): boolean {
  return typeof record[key] === 'string';
}

/**
 * What one field of a checked record must hold: a kind, a kind ending in '?' (also null or absent), or a
 * guard of its own. 'date' is a string a Date can be read from (an ISO 8601 date or date-time), so a page
 * that formats it never shows 'Invalid Date'.
 */
export type FieldCheck =
  | 'number'
  | 'string'
  | 'boolean'
  | 'array'
  | 'record'
  | 'date'
  | 'number?'
  | 'string?'
  | 'boolean?'
  | 'array?'
  | 'record?'
  | 'date?'
  | ((value: unknown) => boolean);

const KIND_CHECKS: Record<string, (value: unknown) => boolean> = {
  number: isNumber,
  string: isString,
  boolean: (value) => typeof value === 'boolean',
  array: Array.isArray,
  record: isRecord,
  date: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
};

function fieldPasses(check: FieldCheck, value: unknown): boolean {
  if (typeof check === 'function') return check(value);
  const optional = check.endsWith('?');
  if (optional && (value === null || value === undefined)) return true;
  const kind = KIND_CHECKS[optional ? check.slice(0, -1) : check];
  return kind !== undefined && kind(value);
}

/**
 * A guard for records holding these fields (other fields are not looked at), written once per entity
 * instead of a chain of `hasNumber`/`hasString`:
 *
 * ```ts
 * const isFavorite = shapeGuard<StudyTableFavorite>({ id: 'number', title: 'string', url: 'string' });
 * const isAlbum = shapeGuard<CastAlbum>({ id: 'number', cover: 'string?', tracks: (v) => isArrayOf(v, isTrack) });
 * ```
 */
export function shapeGuard<T>(fields: Readonly<Record<string, FieldCheck>>): (value: unknown) => value is T {
  const entries = Object.entries(fields);
  return (value: unknown): value is T =>
    isRecord(value) && entries.every(([key, check]) => fieldPasses(check, value[key]));
}

/** The API's pagination block. */
export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A pagination block {page, per_page, total, last_page}. */
export function isPagination(value: unknown): value is Pagination {
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

/** The `data` of a `{ data: ... }` envelope, checked by `guard`. */
export function expectData<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (isRecord(body) && guard(body.data)) return body.data;
  throw new UnexpectedResponseError(what);
}

/** The `data` list of a `{ data: [...] }` envelope, every item checked by `guard`. */
export function expectList<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T[] {
  if (isRecord(body) && isArrayOf(body.data, guard)) return body.data;
  throw new UnexpectedResponseError(what);
}

/** One of the platform's HTTP clients (`http.api`, `http.ecommerce`, ...), as far as a GET goes. */
type GetClient = Pick<HttpClients['api'], 'get'>;

/**
 * GET `path` and give its `data`, checked by `guard` (else `UnexpectedResponseError` naming `what`): the
 * body of most endpoint files, in one call.
 *
 * ```ts
 * serviceCall(AREA_NAME, 'getDiscursiveStudent', () =>
 *   getData(http.api, `bff/discursives/discursive-student/${id}`, isLimit, 'limite de envios', { signal }),
 * );
 * ```
 */
export async function getData<T>(
  client: GetClient,
  path: string,
  guard: (value: unknown) => value is T,
  what: string,
  options?: Parameters<GetClient['get']>[1],
): Promise<T> {
  return expectData(await client.get(path, options).json<unknown>(), guard, what);
}

import { badRequest } from './http-error';

/** Small checks for request bodies; each failure is a 400 with a pt-BR message naming the field. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a JSON value is called in the messages. */
export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'lista';
  switch (typeof value) {
    case 'string':
      return 'texto';
    case 'number':
      return 'número';
    case 'boolean':
      return 'booleano';
    case 'object':
      return 'objeto';
    default:
      return typeof value;
  }
}

/** The body as a JSON object, or a 400. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) {
    throw badRequest(
      `O corpo da requisição deve ser um objeto JSON (recebido: ${body === undefined ? 'vazio' : jsonTypeName(body)}).`,
    );
  }
  return body;
}

/** The keys of a search v2 body (spec 2 §3 'Search body'), the goals', courses' and catalogues' searches alike. */
export const SEARCH_BODY_KEYS = [
  'q',
  'entity_types',
  'shelves',
  'page',
  'per_page',
  'filters',
  'with_available_filters',
] as const;

/** Rejects keys outside `allowed` and an empty object. */
export function requireKnownKeys(body: Record<string, unknown>, allowed: readonly string[]): void {
  const keys = Object.keys(body);
  const unknown = keys.filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw badRequest(`Campo desconhecido: ${unknown.join(', ')}. Campos aceitos: ${allowed.join(', ')}.`);
  }
  if (keys.length === 0) {
    throw badRequest(`Informe ao menos um campo: ${allowed.join(', ')}.`);
  }
}

export function requireBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') {
    throw badRequest(`O campo ${field} deve ser booleano (true ou false), recebido: ${jsonTypeName(value)}.`);
  }
  return value;
}

export function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') {
    throw badRequest(`O campo ${field} deve ser um texto, recebido: ${jsonTypeName(value)}.`);
  }
  return value;
}

export function requireInteger(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`O campo ${field} deve ser um número inteiro entre ${min} e ${max}.`);
  }
  return value;
}

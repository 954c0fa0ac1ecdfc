import {
  isRecord,
  readApiErrorMessage,
  serviceCall,
  statusOf,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../constants';

/** A cast call refused by the server, with its pt-BR message. */
export class CastApiError extends Error {
  /** HTTP status when the refusal came as an error answer; null for an error field in a 2xx body */
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'CastApiError';
    this.status = status;
  }
}

/** The HTTP status of a failed cast call (null when there was no answer or it was a 2xx with an error field). */
export function castErrorStatus(error: unknown): number | null {
  return error instanceof CastApiError ? error.status : statusOf(error);
}

/** What a failed cast call says on the page: the server's message when it gave one, else `fallback`. */
export function castErrorMessage(error: unknown, fallback: string): string {
  return error instanceof CastApiError ? error.message : fallback;
}

/** Spec 2 §7 (Cast): "the error field when present, else data". */
export function readCastData<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (isRecord(body) && body.error !== undefined && body.error !== null) {
    const message =
      isRecord(body.error) && typeof body.error.message === 'string'
        ? body.error.message
        : `Erro ao carregar ${what}.`;
    throw new CastApiError(message);
  }
  if (isRecord(body) && guard(body.data)) return body.data;
  throw new UnexpectedResponseError(what);
}

/** Runs a cast call: a failed HTTP answer becomes a CastApiError with the server's message. */
export async function castCall<T>(
  request: () => Promise<unknown>,
  guard: (value: unknown) => value is T,
  what: string,
): Promise<T> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    const message = await readApiErrorMessage(error, '');
    if (message) throw new CastApiError(message, statusOf(error));
    throw error;
  }
  return readCastData(body, guard, what);
}

/** A cast service (spec 2 §8): `castCall` logged under its name ('[mfe-cast] getTeachers falhou') and rethrown. */
export function castService<T>(
  service: string,
  request: () => Promise<unknown>,
  guard: (value: unknown) => value is T,
  what: string,
): Promise<T> {
  return serviceCall(AREA_NAME, service, () => castCall(request, guard, what));
}

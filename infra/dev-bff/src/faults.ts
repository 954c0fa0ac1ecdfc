import type { FastifyInstance } from 'fastify';
import type { BffStore } from './bff-store';
import { badRequest, errorBody } from './http-error';
import { CONTROL_PREFIX } from './control-prefix';
import { requireInteger, requireKnownKeys, requireObjectBody, requireString } from './validation';

/** An injected fault (POST /__control/faults): matching requests fail and/or wait. */
export interface Fault {
  id: number;
  /** upper-case HTTP method, or null for any method */
  method: string | null;
  /** path prefix, e.g. /bff/features */
  path: string;
  /** status to answer with; null = only delay, then the real route answers */
  status: number | null;
  delayMs: number;
  /** matches left; null = until DELETE /__control/faults */
  remaining: number | null;
  /** body to answer with (JSON); undefined = the default error body */
  body: unknown;
}

export type FaultInput = Omit<Fault, 'id'>;

const FAULT_KEYS = ['method', 'path', 'status', 'delayMs', 'times', 'body'] as const;
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const DEFAULT_FAULT_STATUS = 503;
const MAX_DELAY_MS = 120_000;
const MAX_TIMES = 1_000_000;
const NO_BODY_STATUSES = [204, 205, 304];

export const FAULT_MESSAGE = 'Falha simulada';
export const FAULT_TAG = 'FAULT_INJECTED';

/** Validates a POST /__control/faults body (400 with a pt-BR message otherwise). */
export function parseFault(body: unknown): FaultInput {
  const input = requireObjectBody(body);
  requireKnownKeys(input, FAULT_KEYS);
  const path = requireString(input.path, 'path');
  if (!path.startsWith('/'))
    throw badRequest('O campo path deve ser um prefixo de caminho começando com "/", ex.: /bff/features.');
  if (path.startsWith(CONTROL_PREFIX))
    throw badRequest(`Não é possível injetar falhas na API de controle (${CONTROL_PREFIX}).`);
  let method: string | null = null;
  if (input.method !== undefined) {
    method = requireString(input.method, 'method').toUpperCase();
    if (!HTTP_METHODS.includes(method))
      throw badRequest(`Método HTTP inválido: ${String(input.method)}. Aceitos: ${HTTP_METHODS.join(', ')}.`);
  }
  const delayMs = input.delayMs === undefined ? 0 : requireInteger(input.delayMs, 'delayMs', 0, MAX_DELAY_MS);
  let status: number | null =
    input.status === undefined ? null : requireInteger(input.status, 'status', 200, 599);
  // Only a delay asked: the real route answers afterwards. Nothing asked: the default failure.
  if (status === null && delayMs === 0) status = DEFAULT_FAULT_STATUS;
  const remaining = input.times === undefined ? null : requireInteger(input.times, 'times', 1, MAX_TIMES);
  if (input.body !== undefined && status === null) {
    throw badRequest(
      'O campo body só vale junto com status (uma falha só com delayMs deixa a rota responder).',
    );
  }
  return { method, path, status, delayMs, remaining, body: input.body };
}

function takeMatchingFault(store: BffStore, method: string, path: string): Fault | undefined {
  const fault = store.faults.find(
    (f) => (f.method === null || f.method === method) && path.startsWith(f.path),
  );
  if (fault && fault.remaining !== null) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) store.faults = store.faults.filter((f) => f !== fault);
  }
  return fault;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The fault hook: runs on every request except the control API (and preflights, answered before). */
export function registerFaults(app: FastifyInstance, store: BffStore): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (path.startsWith(CONTROL_PREFIX)) return;
    const fault = takeMatchingFault(store, request.method, path);
    if (!fault) return;
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === null) return;
    reply.code(fault.status).header('x-dev-bff-fault', String(fault.id));
    if (NO_BODY_STATUSES.includes(fault.status)) return reply.send();
    // Serialised here so a string body is still sent as JSON.
    const body =
      fault.body !== undefined ? fault.body : fault.status >= 400 ? errorBody(FAULT_MESSAGE, FAULT_TAG) : {};
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}

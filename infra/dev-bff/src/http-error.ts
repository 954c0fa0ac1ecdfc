import type { FastifyReply } from 'fastify';

/** The error body of every non-2xx answer: the clients read error.message and error.tag (spec 1 §8). */
export interface BffErrorBody {
  error: { message: string; tag: string };
}

export function errorBody(message: string, tag: string): BffErrorBody {
  return { error: { message, tag } };
}

/** Thrown by route handlers; the server's error handler turns it into a JSON answer with its status. */
export class BffHttpError extends Error {
  readonly statusCode: number;
  readonly tag: string;

  constructor(statusCode: number, message: string, tag: string) {
    super(message);
    this.name = 'BffHttpError';
    this.statusCode = statusCode;
    this.tag = tag;
  }
}

export function badRequest(message: string, tag = 'BAD_REQUEST'): BffHttpError {
  return new BffHttpError(400, message, tag);
}

export function notFound(message: string, tag = 'NOT_FOUND'): BffHttpError {
  return new BffHttpError(404, message, tag);
}

export const UNAUTHORIZED_MESSAGE = 'Sessão expirada. Entre novamente.';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  tag: string,
): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(message, tag));
}

export function sendUnauthorized(reply: FastifyReply): FastifyReply {
  return sendError(reply, 401, UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED');
}

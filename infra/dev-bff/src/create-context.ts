import type { FastifyRequest } from 'fastify';
import type { BffContext, BffStudent } from './area';
import type { BffStore } from './bff-store';
import { sendUnauthorized } from './http-error';
import { sessionTokenOf, studentIdOfToken } from './session-token';
import { verticalOfRequest } from './vertical-of-request';

/** The BffContext every area (and the shell routes) gets: session, vertical and state slices. */
export function createContext(store: BffStore): BffContext {
  const currentStudent = (request: FastifyRequest): BffStudent | null => {
    const token = sessionTokenOf(request);
    const id = token === null ? null : studentIdOfToken(token);
    return id === null ? null : (store.studentById(id) ?? null);
  };
  return {
    currentStudent,
    requireStudent(request, reply) {
      const student = currentStudent(request);
      if (student) return student;
      sendUnauthorized(reply);
      return undefined;
    },
    vertical: verticalOfRequest,
    state: <S>(area: string) => store.areaState<S>(area),
  };
}

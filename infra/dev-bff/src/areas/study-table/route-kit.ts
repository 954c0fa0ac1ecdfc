import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext, BffStudent } from '../../area';
import type { StudentStudyTable } from '../study-table';

/** What the study table's route files share: the signed-in wrapper and the student's table. */
export interface StudyTableRouteKit {
  ctx: BffContext;
  tableOf(student: BffStudent): StudentStudyTable;
  signedIn<T>(
    handler: (student: BffStudent, request: FastifyRequest, reply: FastifyReply) => T,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<T | FastifyReply>;
}

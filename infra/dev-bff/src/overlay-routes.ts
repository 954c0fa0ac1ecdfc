import type { FastifyInstance } from 'fastify';
import type { BffContext } from './area';
import type { BffStore } from './bff-store';
import type { ShellState } from './shell-state';
import { badRequest } from './http-error';
import { isPlainObject, requireObjectBody, requireString } from './validation';

/** A report sent from the shell's report modal (a question's error, a broken content...). */
export interface BffReport {
  id: number;
  student_id: number;
  description: string;
  /** what the remote passed with modal:open (question_id, link, ...) */
  context: Record<string, unknown>;
  created_at: string;
}

const REPORT_DESCRIPTION_MAX = 1000;
const MAX_KEPT_REPORTS = 500;

// Kept beside the shell state object: POST /__control/reset replaces that object, so reports go with it.
const reportsByState = new WeakMap<ShellState, BffReport[]>();

function reportsOf(store: BffStore): BffReport[] {
  let reports = reportsByState.get(store.shell);
  if (!reports) {
    reports = [];
    reportsByState.set(store.shell, reports);
  }
  return reports;
}

/** Routes behind the shell's overlays that the shell routes do not already answer. */
export function registerOverlayRoutes(app: FastifyInstance, store: BffStore, ctx: BffContext): void {
  app.post('/bff/reports', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { description: rawDescription, ...context } = requireObjectBody(request.body);
    const description = requireString(rawDescription, 'description').trim();
    if (!description) throw badRequest('Descreva o erro antes de enviar.');
    if (description.length > REPORT_DESCRIPTION_MAX)
      throw badRequest(`A descrição deve ter no máximo ${REPORT_DESCRIPTION_MAX} caracteres.`);
    if (Object.values(context).some((value) => isPlainObject(value) || Array.isArray(value)))
      throw badRequest('Os dados do relato devem ser valores simples (texto, número ou booleano).');
    const reports = reportsOf(store);
    const report: BffReport = {
      id: (reports.at(-1)?.id ?? 0) + 1,
      student_id: student.id,
      description,
      context,
      created_at: new Date().toISOString(),
    };
    reports.push(report);
    if (reports.length > MAX_KEPT_REPORTS) reports.shift();
    return reply.code(201).send({ data: report });
  });

  app.get('/bff/reports', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    return { data: reportsOf(store).filter((report) => report.student_id === student.id) };
  });
}

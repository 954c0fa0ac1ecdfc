import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_PRINT_TOKEN } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import { zipOneFile } from '../notebooks/print-routes';
import type { SeededCourse } from './courses-seed';
import { tinyPdf } from './reader-routes';
import type { ReaderState } from './reader-seed';

/** What the print routes need from the ldi area. */
export interface PrintDeps {
  courses(): SeededCourse[];
  reader(): ReaderState;
  myCourseIds(student: BffStudent): number[];
}

/** Items per page of the print content (small, so the print view really loads page by page). */
export const PRINT_ITEMS_PER_PAGE = 1;
export const PRINT_FILE_PREFIX = '/static-bff/impressoes';

/**
 * LDI print calls (spec 2 §7 Print): the chapter content paged for the print view, and the chapter PDF as a
 * user request (processing on the first poll, then done; download gives its address). Every one needs the
 * print-system token header (spec 2 §6): without it, 403 PRINT_TOKEN_REQUIRED.
 */
export function registerPrintRoutes(app: FastifyInstance, ctx: BffContext, deps: PrintDeps): void {
  const printCall =
    <T>(handler: (student: BffStudent, request: FastifyRequest, reply: FastifyReply) => T) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const token = request.headers[HEADER_PRINT_TOKEN];
      if (typeof token !== 'string' || token === '')
        throw new BffHttpError(
          403,
          `Chamada de impressão sem o cabeçalho ${HEADER_PRINT_TOKEN}.`,
          'PRINT_TOKEN_REQUIRED',
        );
      return handler(student, request, reply);
    };
  const ownedCourse = (student: BffStudent, id: number) => {
    const course = deps.courses().find((candidate) => candidate.id === id);
    if (!course) throw notFound(`Curso ${id} não encontrado.`, 'COURSE_NOT_FOUND');
    if (!deps.myCourseIds(student).includes(id))
      throw new BffHttpError(403, 'Você não tem acesso a este curso.', 'COURSE_NOT_OWNED');
    return course;
  };
  const ownRequest = (student: BffStudent, request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    const found = deps
      .reader()
      .printRequests.find((entry) => entry.id === id && entry.owner === student.email);
    if (!found) throw notFound(`Pedido de impressão ${id} não encontrado.`, 'PRINT_REQUEST_NOT_FOUND');
    return found;
  };

  app.get(
    '/v3/print/content/course/:course/chapter/:chapter',
    printCall((student, request) => {
      const params = request.params as { course: string; chapter: string };
      const course = ownedCourse(student, Number(params.course));
      const chapter = course.chapters.find((candidate) => candidate.id === Number(params.chapter));
      if (!chapter) throw notFound(`Capítulo ${params.chapter} não é deste curso.`, 'CHAPTER_NOT_FOUND');
      const query = request.query as Record<string, unknown>;
      const page = query.page === undefined ? 1 : Number(query.page);
      if (!Number.isInteger(page) || page < 1)
        throw badRequest('O parâmetro page deve ser um inteiro positivo.');
      const paginate = query.paginate === '1' || query.paginate === 'true';
      const perPage = paginate ? PRINT_ITEMS_PER_PAGE : chapter.items.length;
      const items = chapter.items.slice((page - 1) * perPage, page * perPage);
      return {
        data: { course_id: course.id, chapter_id: chapter.id, title: chapter.title, items },
        pagination: {
          page,
          per_page: perPage,
          total: chapter.items.length,
          last_page: Math.max(1, Math.ceil(chapter.items.length / Math.max(1, perPage))),
        },
      };
    }),
  );

  app.post(
    '/v3/mci/print/documents/user-request',
    printCall((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['course_id', 'chapter_ids']);
      const course = ownedCourse(
        student,
        requireInteger(body.course_id, 'course_id', 1, Number.MAX_SAFE_INTEGER),
      );
      if (!Array.isArray(body.chapter_ids) || body.chapter_ids.length === 0)
        throw badRequest('Informe chapter_ids (lista com pelo menos um capítulo).');
      const chapterIds = body.chapter_ids.map(Number);
      for (const id of chapterIds)
        if (!course.chapters.some((chapter) => chapter.id === id))
          throw notFound(`Capítulo ${id} não é deste curso.`, 'CHAPTER_NOT_FOUND');
      const entry = {
        id: deps.reader().nextPrintId++,
        owner: student.email,
        course_id: course.id,
        chapter_ids: chapterIds,
        polls: 0,
      };
      deps.reader().printRequests.push(entry);
      reply.code(201);
      return { data: { id: entry.id, status: 'processing' } };
    }),
  );

  app.get(
    '/v3/mci/print/documents/user-request/:id',
    printCall((student, request) => {
      const entry = ownRequest(student, request);
      entry.polls += 1;
      return { data: { id: entry.id, status: entry.polls > 1 ? 'done' : 'processing' } };
    }),
  );

  app.post(
    '/v3/mci/print/documents/user-request/:id/download',
    printCall((student, request) => {
      const entry = ownRequest(student, request);
      if (entry.polls < 2)
        throw new BffHttpError(409, 'A impressão ainda está sendo preparada.', 'PRINT_NOT_READY');
      return {
        data: {
          url: `${PRINT_FILE_PREFIX}/${entry.id}.pdf`,
          name: `capitulo-${entry.chapter_ids.join('-')}.pdf`,
        },
      };
    }),
  );

  app.post(
    '/v3/mci/print/documents/list',
    printCall((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['course_id']);
      const courseId = requireInteger(body.course_id, 'course_id', 1, Number.MAX_SAFE_INTEGER);
      return {
        data: deps
          .reader()
          .printRequests.filter(
            (entry) => entry.owner === student.email && entry.course_id === courseId && entry.polls > 1,
          )
          .map((entry) => ({
            id: entry.id,
            name: `capitulo-${entry.chapter_ids.join('-')}.pdf`,
            status: 'done',
          })),
      };
    }),
  );

  app.post(
    '/v3/mci/print/documents/list/zip',
    printCall((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['files']);
      if (!Array.isArray(body.files) || body.files.length === 0)
        throw badRequest('Escolha pelo menos um arquivo (files).');
      const ids = body.files.map(Number);
      for (const id of ids)
        if (
          !deps
            .reader()
            .printRequests.some(
              (entry) => entry.id === id && entry.owner === student.email && entry.polls > 1,
            )
        )
          throw notFound(`Arquivo ${id} não encontrado entre as suas impressões.`, 'PRINT_REQUEST_NOT_FOUND');
      return { data: { url: `${PRINT_FILE_PREFIX}/zip/${ids.join('-')}.zip`, name: 'impressoes.zip' } };
    }),
  );

  // ── one block, and the prints of the student's selections (annotations) ────────────────────────────
  app.get(
    '/v3/print/blocks/:id',
    printCall((student, request) => {
      const id = Number((request.params as { id: string }).id);
      for (const course of deps.courses())
        for (const chapter of course.chapters)
          for (const item of chapter.items) {
            const block = item.blocks.find((candidate) => candidate.id === id);
            if (!block) continue;
            ownedCourse(student, course.id);
            return { data: { ...block, item_title: item.title, chapter_title: chapter.title } };
          }
      throw notFound(`Bloco ${(request.params as { id: string }).id} não encontrado.`, 'BLOCK_NOT_FOUND');
    }),
  );

  const selectionScope = (student: BffStudent, request: FastifyRequest) => {
    const params = request.params as { type: string; id: string };
    if (params.type !== 'chapter' && params.type !== 'course')
      throw badRequest('O tipo deve ser chapter ou course.', 'INVALID_SELECTION_SCOPE');
    const id = Number(params.id);
    const course =
      params.type === 'course'
        ? deps.courses().find((candidate) => candidate.id === id)
        : deps.courses().find((candidate) => candidate.chapters.some((chapter) => chapter.id === id));
    if (!course) throw notFound(`${params.type} ${params.id} não encontrado.`, 'SCOPE_NOT_FOUND');
    ownedCourse(student, course.id);
    return { type: params.type, id, course } as const;
  };
  const selectionPrintName = (entry: { type: string; scope_id: number }) =>
    `marcacoes-${entry.type === 'chapter' ? 'capitulo' : 'curso'}-${entry.scope_id}.pdf`;

  app.post(
    '/v3/print/selections/:type/:id',
    printCall((student, request, reply) => {
      const scope = selectionScope(student, request);
      const selections = (deps.reader().selections[student.email] ?? []).filter((selection) =>
        scope.type === 'course' ? selection.course_id === scope.id : selection.chapter_id === scope.id,
      );
      if (selections.length === 0)
        throw new BffHttpError(422, 'Não há marcações para imprimir.', 'NO_SELECTIONS');
      const entry = {
        id: deps.reader().nextPrintId++,
        owner: student.email,
        type: scope.type,
        scope_id: scope.id,
        course_id: scope.course.id,
        polls: 0,
      };
      deps.reader().selectionPrints.push(entry);
      reply.code(201);
      return { data: { id: entry.id, status: 'processing' } };
    }),
  );

  app.get(
    '/v3/print/selections/:type/:id',
    printCall((student, request) => {
      const scope = selectionScope(student, request);
      const entry = deps
        .reader()
        .selectionPrints.filter(
          (candidate) =>
            candidate.owner === student.email &&
            candidate.type === scope.type &&
            candidate.scope_id === scope.id,
        )
        .at(-1);
      if (!entry) throw notFound('Nenhuma impressão de marcações pedida.', 'PRINT_REQUEST_NOT_FOUND');
      entry.polls += 1;
      return { data: { id: entry.id, status: entry.polls > 1 ? 'done' : 'processing' } };
    }),
  );

  app.get(
    '/v3/print/ldi/selections',
    printCall((student, request) => {
      const query = request.query as Record<string, unknown>;
      const courseId = query.course_id === undefined ? null : Number(query.course_id);
      return {
        data: deps
          .reader()
          .selectionPrints.filter(
            (entry) =>
              entry.owner === student.email &&
              entry.polls > 1 &&
              (courseId === null || entry.course_id === courseId),
          )
          .map((entry) => ({ id: entry.id, name: selectionPrintName(entry), status: 'done' })),
      };
    }),
  );

  app.post(
    '/v3/print/ldi/selections/trigger',
    printCall((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['ids']);
      if (!Array.isArray(body.ids) || body.ids.length === 0)
        throw badRequest('Escolha pelo menos uma impressão (ids).');
      const ids = body.ids.map(Number);
      for (const id of ids)
        if (
          !deps
            .reader()
            .selectionPrints.some(
              (entry) => entry.id === id && entry.owner === student.email && entry.polls > 1,
            )
        )
          throw notFound(
            `Impressão ${id} não encontrada entre as suas marcações.`,
            'PRINT_REQUEST_NOT_FOUND',
          );
      return { data: { url: `${PRINT_FILE_PREFIX}/zip/${ids.join('-')}.zip`, name: 'marcacoes.zip' } };
    }),
  );

  app.get<{ Params: { file: string } }>(`${PRINT_FILE_PREFIX}/zip/:file`, async (request, reply) => {
    const match = /^(\d+(?:-\d+)*)\.zip$/.exec(request.params.file);
    if (!match) throw notFound(`Arquivo não encontrado: ${request.params.file}.`);
    const ids = (match[1] ?? '').split('-');
    const pdf = tinyPdf(`Impressoes ${ids.join(', ')}`).toString('latin1');
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="impressoes.zip"')
      .send(zipOneFile(`impressoes-${ids.join('-')}.pdf`, pdf));
  });

  app.get<{ Params: { file: string } }>(`${PRINT_FILE_PREFIX}/:file`, async (request, reply) => {
    const match = /^(\d+)\.pdf$/.exec(request.params.file);
    const entry = match && deps.reader().printRequests.find((candidate) => candidate.id === Number(match[1]));
    if (!entry) throw notFound(`Impressão não encontrada: ${request.params.file}.`);
    const course = deps.courses().find((candidate) => candidate.id === entry.course_id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="capitulo-${entry.chapter_ids.join('-')}.pdf"`)
      .send(tinyPdf(`${course?.title ?? 'Curso'} - capitulos ${entry.chapter_ids.join(', ')}`));
  });
}

import type { FastifyInstance } from 'fastify';
import type { FolderResponse, NotebookResponse, StudentExam } from 'shared-contracts';
import { EXAM_DURATION_DEFAULT_S, EXAM_DURATION_MIN_S, ROOT_FOLDER_PATH } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import {
  isPlainObject,
  jsonTypeName,
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
} from '../../validation';
import { findBankQuestion, questionsOfVertical } from '../questions/question-bank';
import { matchesFilters, parseSearchFilters } from '../questions/search-filters';
import { registerPrintRoutes } from './print-routes';
import {
  folderListingItem,
  toNotebook,
  type FolderRecord,
  type NotebookRecord,
  type QuestionsState,
  type StudentExamRecord,
} from '../questions/questions-state';

/** What notebooks.ts shares with these routes (its validation of names and paths). */
export interface ItemRouteHelpers {
  state(ctx: BffContext): QuestionsState;
  validateName(value: unknown, field?: string): string;
  normalizeFolderPath(value: unknown, field?: string): string;
  requireFolderPath(state: QuestionsState, student: BffStudent, path: string): FolderRecord | null;
}

/** Which questions a duplicate keeps (spec 1 §3: wrong_answers, correct_answers, not_answered). */
export const COPY_OPTIONS = ['wrong_answers', 'correct_answers', 'not_answered'] as const;
export type CopyOption = (typeof COPY_OPTIONS)[number];

const FORBIDDEN = 'FORBIDDEN';
export const SHARED_RENAME_FORBIDDEN =
  'Itens compartilhados não podem ser renomeados; só a pasta pode mudar.';
export const SHARED_DURATION_FORBIDDEN = 'A duração de um simulado compartilhado não pode ser alterada.';
export const NO_QUESTIONS_FOUND = 'Nenhuma das questões informadas foi encontrada.';

function parseId(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw badRequest(`Id de ${what} inválido: ${value}.`, 'INVALID_ID');
  return Number(value);
}

function visibleTo(item: { student_id: number; shared_with: number[] }, studentId: number): boolean {
  return item.student_id === studentId || item.shared_with.includes(studentId);
}

function toExam(record: StudentExamRecord): StudentExam {
  const { question_ids: _ids, shared_with: _shared, ...exam } = record;
  return exam;
}

function parseOptions(value: unknown): CopyOption[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value)
    ? value
    : isPlainObject(value)
      ? Object.entries(value)
          .filter(([, on]) => on === true)
          .map(([key]) => key)
      : null;
  if (!list || !list.every((option) => (COPY_OPTIONS as readonly unknown[]).includes(option))) {
    throw badRequest(
      `O campo options deve listar ${COPY_OPTIONS.join(', ')} (recebido: ${jsonTypeName(value)}).`,
      'INVALID_OPTIONS',
    );
  }
  return list as CopyOption[];
}

/** The ids a copy keeps: everything without options; otherwise the answered-right/wrong/unanswered ones asked for. */
function keptQuestions(
  state: QuestionsState,
  student: BffStudent,
  questionIds: number[],
  options: CopyOption[],
): number[] {
  if (options.length === 0) return [...questionIds];
  const last = new Map<number, boolean>();
  for (const answer of state.answers)
    if (answer.student_id === student.id) last.set(answer.question_id, answer.correct);
  return questionIds.filter((id) => {
    const correct = last.get(id);
    if (correct === undefined) return options.includes('not_answered');
    return correct ? options.includes('correct_answers') : options.includes('wrong_answers');
  });
}

function parseDuration(value: unknown): number {
  return requireInteger(value, 'duration', EXAM_DURATION_MIN_S, 24 * 3600 * 7);
}

function parseIdList(value: unknown, field: string): number[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw badRequest(`O campo ${field} deve ser uma lista de ids inteiros positivos.`, 'INVALID_IDS');
  }
  return list as number[];
}

function knownQuestions(ids: number[]): number[] {
  const found = ids.filter((id) => findBankQuestion(id) !== undefined);
  if (found.length === 0) throw notFound(NO_QUESTIONS_FOUND, 'QUESTIONS_NOT_FOUND');
  return found;
}

/**
 * Routes of the drawers (spec 1 §7 Folders, Notebooks, Student exams): rename and move folders, edit, move
 * and duplicate notebooks and exams, create exams, add questions by ID.
 */
export function registerItemRoutes(app: FastifyInstance, ctx: BffContext, helpers: ItemRouteHelpers): void {
  const now = () => new Date().toISOString();

  const ownNotebook = (state: QuestionsState, student: BffStudent, id: number): NotebookRecord => {
    const notebook = state.notebooks.find((n) => n.id === id && visibleTo(n, student.id));
    if (!notebook) throw notFound(`Caderno não encontrado: ${id}.`);
    return notebook;
  };
  const ownExam = (state: QuestionsState, student: BffStudent, id: number): StudentExamRecord => {
    const exam = state.exams.find((e) => e.id === id && visibleTo(e, student.id));
    if (!exam) throw notFound(`Simulado não encontrado: ${id}.`);
    return exam;
  };
  const targetPath = (state: QuestionsState, student: BffStudent, value: unknown): string => {
    const path = helpers.normalizeFolderPath(value);
    helpers.requireFolderPath(state, student, path);
    return path;
  };

  // --- folders ---------------------------------------------------------------------------------------
  app.put<{ Params: { id: string }; Body: unknown }>('/bff/questions/folders/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const id = parseId(request.params.id, 'pasta');
    const folder = state.folders.find((f) => f.id === id && f.student_id === student.id);
    if (!folder) throw notFound(`Pasta não encontrada: ${id}.`);
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['name', 'path']);
    const name = body.name === undefined ? folder.name : helpers.validateName(body.name);
    // `path` is the folder the folder goes into (change of location)
    const parent =
      body.path === undefined
        ? folder.path.slice(0, folder.path.lastIndexOf('.'))
        : targetPath(state, student, body.path);
    const newPath = `${parent}.${name.replace(/ /g, '_')}`;
    if (newPath === folder.path || newPath.startsWith(`${folder.path}.`)) {
      if (newPath !== folder.path)
        throw badRequest('Uma pasta não pode ir para dentro dela mesma.', 'INVALID_PATH');
    } else if (state.folders.some((f) => f.student_id === student.id && f.path === newPath)) {
      throw new BffHttpError(409, 'Já existe uma pasta com esse nome neste local.', 'FOLDER_EXISTS');
    }
    const oldPath = folder.path;
    const moved = (path: string) =>
      path === oldPath
        ? newPath
        : path.startsWith(`${oldPath}.`)
          ? newPath + path.slice(oldPath.length)
          : path;
    for (const f of state.folders) if (f.student_id === student.id) f.path = moved(f.path);
    for (const n of state.notebooks) if (n.student_id === student.id) n.path = moved(n.path);
    for (const e of state.exams) if (e.student_id === student.id) e.path = moved(e.path);
    folder.name = name;
    folder.updated_at = now();
    const response: FolderResponse = { data: folderListingItem(folder, 0) };
    return response;
  });

  app.delete<{ Params: { id: string } }>('/bff/questions/folders/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const id = parseId(request.params.id, 'pasta');
    const folder = state.folders.find((f) => f.id === id && f.student_id === student.id);
    if (!folder) throw notFound(`Pasta não encontrada: ${id}.`);
    const inside = (path: string) => path === folder.path || path.startsWith(`${folder.path}.`);
    state.folders = state.folders.filter((f) => f.student_id !== student.id || !inside(f.path));
    // what was inside goes back to the root instead of disappearing
    for (const n of state.notebooks)
      if (n.student_id === student.id && inside(n.path)) n.path = ROOT_FOLDER_PATH;
    for (const e of state.exams) if (e.student_id === student.id && inside(e.path)) e.path = ROOT_FOLDER_PATH;
    return { data: { id, deleted: true } };
  });

  // --- notebooks -------------------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>('/bff/questions/notebooks/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const notebook = ownNotebook(helpers.state(ctx), student, parseId(request.params.id, 'caderno'));
    const response: NotebookResponse = { data: toNotebook(notebook) };
    return response;
  });

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/notebooks/:id',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const notebook = ownNotebook(state, student, parseId(request.params.id, 'caderno'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['notebook', 'path', 'name']);
      const nested = isPlainObject(body.notebook) ? body.notebook : {};
      const nameValue = nested.name ?? body.name;
      if (nameValue !== undefined) {
        const name = helpers.validateName(nameValue);
        if (name !== notebook.name) {
          // spec 1 §5/§6: only the owner renames, and only a notebook nobody else sees
          if (notebook.student_id !== student.id || notebook.shared_with.length > 0)
            throw new BffHttpError(403, SHARED_RENAME_FORBIDDEN, FORBIDDEN);
          notebook.name = name;
        }
      }
      if (body.path !== undefined) notebook.path = targetPath(state, student, body.path);
      notebook.updated_at = now();
      const response: NotebookResponse = { data: toNotebook(notebook) };
      return response;
    },
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/notebooks/:id/path',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const notebook = ownNotebook(state, student, parseId(request.params.id, 'caderno'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['path']);
      notebook.path = targetPath(state, student, body.path);
      notebook.updated_at = now();
      const response: NotebookResponse = { data: toNotebook(notebook) };
      return response;
    },
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/notebooks/:id/copy',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const source = ownNotebook(state, student, parseId(request.params.id, 'caderno'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['name', 'path', 'options']);
      const name = helpers.validateName(body.name);
      const path = targetPath(state, student, body.path ?? source.path);
      const questionIds = keptQuestions(state, student, source.question_ids, parseOptions(body.options));
      const stamp = now();
      const copy: NotebookRecord = {
        ...source,
        id: state.nextId++,
        name,
        path,
        correct_answers: 0,
        wrong_answers: 0,
        questions_number: questionIds.length,
        question_ids: questionIds,
        student_id: student.id,
        shared_with: [],
        created_at: stamp,
        updated_at: stamp,
      };
      state.notebooks.push(copy);
      const response: NotebookResponse = { data: toNotebook(copy) };
      return reply.code(201).send(response);
    },
  );

  app.post<{ Body: unknown }>('/bff/questions/notebooks/questions', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['questions_id', 'notebooks_id']);
    const questionIds = knownQuestions(parseIdList(body.questions_id, 'questions_id'));
    const notebooks = parseIdList(body.notebooks_id, 'notebooks_id').map((id) =>
      ownNotebook(state, student, id),
    );
    for (const notebook of notebooks) {
      notebook.question_ids = [...new Set([...notebook.question_ids, ...questionIds])];
      notebook.questions_number = notebook.question_ids.length;
      notebook.updated_at = now();
    }
    return { data: { questions_id: questionIds, notebooks_id: notebooks.map((n) => n.id) } };
  });

  // the notebook's answers counters stay: they are the student's history, not the notebook's contents
  app.delete<{ Body: unknown }>('/bff/questions/notebooks/questions', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['questions_id', 'notebooks_id']);
    const questionIds = parseIdList(body.questions_id, 'questions_id');
    const notebooks = parseIdList(body.notebooks_id, 'notebooks_id').map((id) =>
      ownNotebook(state, student, id),
    );
    for (const notebook of notebooks) {
      if (notebook.student_id !== student.id)
        throw new BffHttpError(403, 'Somente o dono pode remover questões deste caderno.', FORBIDDEN);
    }
    for (const notebook of notebooks) {
      notebook.question_ids = notebook.question_ids.filter((id) => !questionIds.includes(id));
      notebook.questions_number = notebook.question_ids.length;
      notebook.updated_at = now();
    }
    return { data: { questions_id: questionIds, notebooks_id: notebooks.map((n) => n.id) } };
  });

  // --- student exams ---------------------------------------------------------------------------------
  /** Name, path and duration are checked before the questions are looked up. */
  const addExam = (
    state: QuestionsState,
    student: BffStudent,
    body: Record<string, unknown>,
    questionsOf: () => number[],
  ): StudentExam => {
    const name = helpers.validateName(body.name);
    const path = targetPath(state, student, body.path ?? ROOT_FOLDER_PATH);
    const duration = body.duration === undefined ? EXAM_DURATION_DEFAULT_S : parseDuration(body.duration);
    const questionIds = questionsOf();
    const stamp = now();
    const exam: StudentExamRecord = {
      id: state.nextId++,
      name,
      total_questions: questionIds.length,
      total_questions_answered: 0,
      total_questions_correct: 0,
      duration,
      path,
      student_id: student.id,
      created_at: stamp,
      updated_at: stamp,
      question_ids: [...questionIds],
      shared_with: [],
    };
    state.exams.push(exam);
    return toExam(exam);
  };
  const notebookQuestions = (state: QuestionsState, student: BffStudent, notebookId: unknown) =>
    ownNotebook(state, student, requireInteger(notebookId, 'notebook_id', 1, Number.MAX_SAFE_INTEGER))
      .question_ids;

  // spec 1 §7 / spec 2: an exam made of a notebook's questions
  app.post<{ Body: unknown }>('/bff/questions/student-exams/notebook', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['notebook_id', 'name', 'duration', 'path']);
    const exam = addExam(state, student, body, () => notebookQuestions(state, student, body.notebook_id));
    return reply.code(201).send({ data: exam });
  });

  app.post<{ Body: unknown }>('/bff/questions/student-exams', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, [
      'name',
      'path',
      'filters',
      'counts',
      'duration',
      'sequence_student_exam_ids',
      // still read here for callers written before the notebook route (the e2e set-up among them)
      'notebook_id',
    ]);
    // from a notebook (its questions), or from the question selection's filters (what they find, as a
    // notebook created from the same filters would get), or empty
    const exam = addExam(state, student, body, () => {
      if (body.notebook_id !== undefined && body.notebook_id !== null)
        return notebookQuestions(state, student, body.notebook_id);
      if (body.filters === undefined || body.filters === null) return [];
      const groups = parseSearchFilters(body.filters);
      return questionsOfVertical(ctx.vertical(request))
        .filter((question) => matchesFilters(question, groups))
        .map((question) => question.id);
    });
    return reply.code(201).send({ data: exam });
  });

  // the shell reads data.data.duration (spec 1 §7), so the exam is nested once more
  app.get<{ Params: { id: string } }>('/bff/questions/student-exams/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const exam = ownExam(helpers.state(ctx), student, parseId(request.params.id, 'simulado'));
    return { data: { data: toExam(exam) } };
  });

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/student-exams/:id',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const exam = ownExam(state, student, parseId(request.params.id, 'simulado'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['name', 'path', 'duration']);
      const shared = exam.student_id !== student.id || exam.shared_with.length > 0;
      if (body.name !== undefined) {
        const name = helpers.validateName(body.name);
        if (name !== exam.name) {
          if (shared) throw new BffHttpError(403, SHARED_RENAME_FORBIDDEN, FORBIDDEN);
          exam.name = name;
        }
      }
      if (body.duration !== undefined) {
        const duration = parseDuration(body.duration);
        if (duration !== exam.duration) {
          if (shared) throw new BffHttpError(403, SHARED_DURATION_FORBIDDEN, FORBIDDEN);
          exam.duration = duration;
        }
      }
      if (body.path !== undefined) exam.path = targetPath(state, student, body.path);
      exam.updated_at = now();
      return { data: toExam(exam) };
    },
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/student-exams/:id/path',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const exam = ownExam(state, student, parseId(request.params.id, 'simulado'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['path']);
      exam.path = targetPath(state, student, body.path);
      exam.updated_at = now();
      return { data: toExam(exam) };
    },
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/student-exams/:id/copy',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const source = ownExam(state, student, parseId(request.params.id, 'simulado'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['name', 'path', 'options']);
      const name = helpers.validateName(body.name);
      const path = targetPath(state, student, body.path ?? source.path);
      const questionIds = keptQuestions(state, student, source.question_ids, parseOptions(body.options));
      if (questionIds.length === 0)
        throw badRequest('Nenhuma questão atende às opções escolhidas para a cópia.', 'EMPTY_COPY');
      const stamp = now();
      const copy: StudentExamRecord = {
        ...source,
        id: state.nextId++,
        name,
        path,
        total_questions: questionIds.length,
        total_questions_answered: 0,
        total_questions_correct: 0,
        question_ids: questionIds,
        student_id: student.id,
        shared_with: [],
        created_at: stamp,
        updated_at: stamp,
      };
      state.exams.push(copy);
      return reply.code(201).send({ data: toExam(copy) });
    },
  );

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/student-exams/:id/questions',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const state = helpers.state(ctx);
      const exam = ownExam(state, student, parseId(request.params.id, 'simulado'));
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['question_ids']);
      const questionIds = knownQuestions(parseIdList(body.question_ids, 'question_ids'));
      exam.question_ids = [...new Set([...exam.question_ids, ...questionIds])];
      exam.total_questions = exam.question_ids.length;
      exam.updated_at = now();
      return { data: toExam(exam) };
    },
  );

  app.delete<{ Params: { id: string } }>('/bff/questions/student-exams/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const state = helpers.state(ctx);
    const exam = ownExam(state, student, parseId(request.params.id, 'simulado'));
    if (exam.student_id !== student.id)
      throw new BffHttpError(403, 'Somente o dono pode excluir este simulado.', 'FORBIDDEN');
    state.exams = state.exams.filter((e) => e.id !== exam.id);
    return { data: { id: exam.id, deleted: true } };
  });

  registerPrintRoutes(
    app,
    ctx,
    (id, student) => ownNotebook(helpers.state(ctx), student, parseId(id, 'caderno')),
    () => helpers.state(ctx),
  );
}

import type { FastifyInstance } from 'fastify';
import type {
  FolderListingItem,
  FolderListingResponse,
  FolderResponse,
  NotebookResponse,
} from 'shared-contracts';
import { NAME_MAX_LENGTH, ROOT_FOLDER_PATH } from 'shared-contracts';
import type { BffArea, BffContext, BffStudent } from '../area';
import { BffHttpError, badRequest, notFound } from '../http-error';
import {
  isPlainObject,
  jsonTypeName,
  requireKnownKeys,
  requireObjectBody,
  requireString,
} from '../validation';
import { paginate, parsePage, type PageQuery } from './questions/pagination';
import { foldText, questionsOfVertical } from './questions/question-bank';
import {
  examListingItem,
  folderListingItem,
  notebookListingItem,
  toNotebook,
  type FolderRecord,
  type NotebookRecord,
  type QuestionsState,
} from './questions/questions-state';
import { matchesFilters, parseSearchFilters } from './questions/search-filters';
import { registerItemRoutes } from './notebooks/item-routes';

/**
 * Folders, notebooks and student exams live in the questions area's slice, because answering a question
 * updates a notebook's counters there; this area only adds their routes.
 */
const STATE_AREA = 'questions';
const NOT_FOUND_TAG = 'NOT_FOUND';

function parseId(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw badRequest(`Id de ${what} inválido: ${value}.`, 'INVALID_ID');
  return Number(value);
}

function parseOrder(value: string | undefined): 'ASC' | 'DESC' {
  if (value === undefined || value === '') return 'DESC';
  const order = value.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC')
    throw badRequest('Parâmetro order inválido: use ASC ou DESC.', 'INVALID_ORDER');
  return order;
}

function oneOfParam<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  field: string,
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest(`Parâmetro ${field} inválido: use ${allowed.join(', ')}.`, 'INVALID_PARAM');
  return value as T;
}

/**
 * What the listing search compares: accents, case and punctuation ignored. The drawers keep only letters,
 * digits and spaces of a typed name (spec 1 §5), so 'Aula 1: Crase' is saved as 'Aula 1 Crase'; a search
 * typed with the colon must still find it, and a name that came with punctuation from elsewhere too.
 */
export function searchKey(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function withState(ctx: BffContext): QuestionsState {
  return ctx.state<QuestionsState>(STATE_AREA);
}

function visibleTo(item: { student_id: number; shared_with: number[] }, studentId: number): boolean {
  return item.student_id === studentId || item.shared_with.includes(studentId);
}

/** Validation messages of names (spec 1 §5: at most 100 characters, not blank). */
export const NAME_REQUIRED = 'Informe um nome.';
export const NAME_TOO_LONG = `O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`;

const LISTING_TYPES = [
  'FOLDER',
  'MY_NOTEBOOK',
  'SHARED_NOTEBOOK',
  'MY_STUDENT_EXAM',
  'SHARED_STUDENT_EXAM',
  'NOTEBOOK',
  'STUDENT_EXAM',
] as const;
const LISTING_SORTS = ['name', 'created_at', 'updated_at'] as const;
/** A name of a folder, notebook or exam: trimmed, not blank, at most 100 characters. */
export function validateName(value: unknown, field = 'name'): string {
  const name = requireString(value, field).trim();
  if (name === '') throw badRequest(NAME_REQUIRED, 'INVALID_NAME');
  if (name.length > NAME_MAX_LENGTH) throw badRequest(NAME_TOO_LONG, 'INVALID_NAME');
  return name;
}

/** A folder path: 'base' or 'base.Segment.Other', spaces turned into underscores (spec 1 §5). */
export function normalizeFolderPath(value: unknown, field = 'path'): string {
  const path = requireString(value, field).trim().replace(/ /g, '_');
  const segments = path.split('.');
  if (segments[0] !== ROOT_FOLDER_PATH || segments.some((segment) => segment === '')) {
    throw badRequest(
      `O campo ${field} deve começar em "${ROOT_FOLDER_PATH}" e ter segmentos separados por ponto (recebido: "${path}").`,
      'INVALID_PATH',
    );
  }
  return path;
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('.'));
}

function requireFolderPath(state: QuestionsState, student: BffStudent, path: string): FolderRecord | null {
  if (path === ROOT_FOLDER_PATH) return null;
  const folder = state.folders.find((f) => f.path === path && f.student_id === student.id);
  if (!folder) throw notFound(`Pasta não encontrada: ${path}.`, NOT_FOUND_TAG);
  return folder;
}

function isInside(path: string, folder: string, deep: boolean): boolean {
  return deep ? path === folder || path.startsWith(`${folder}.`) : path === folder;
}

function listingOf(
  state: QuestionsState,
  student: BffStudent,
  path: string,
  deep: boolean,
): FolderListingItem[] {
  const folders = state.folders
    .filter((f) => f.student_id === student.id && f.path !== path && isInside(parentOf(f.path), path, deep))
    .map((f) => folderListingItem(f, countInside(state, student, f.path)));
  const notebooks = state.notebooks
    .filter((n) => visibleTo(n, student.id) && isInside(n.path, path, deep))
    .map((n) => notebookListingItem(n, student.id));
  const exams = state.exams
    .filter((e) => visibleTo(e, student.id) && isInside(e.path, path, deep))
    .map((e) => examListingItem(e, student.id));
  return [...folders, ...notebooks, ...exams];
}

function countInside(state: QuestionsState, student: BffStudent, path: string): number {
  return listingOf(state, student, path, false).length;
}

function matchesType(item: FolderListingItem, types: string[]): boolean {
  return (
    types.length === 0 ||
    types.some((type) => item.tag === type || item.tag === `MY_${type}` || item.tag === `SHARED_${type}`)
  );
}

function sortListing(
  items: FolderListingItem[],
  sort: (typeof LISTING_SORTS)[number],
  order: 'ASC' | 'DESC',
): FolderListingItem[] {
  const direction = order === 'ASC' ? 1 : -1;
  const compare = (a: FolderListingItem, b: FolderListingItem) =>
    sort === 'name' ? a.name.localeCompare(b.name, 'pt-BR') : a[sort].localeCompare(b[sort]);
  // folders always come first, as in the listing screen
  return [...items].sort(
    (a, b) =>
      Number(b.tag === 'FOLDER') - Number(a.tag === 'FOLDER') || direction * compare(a, b) || a.id - b.id,
  );
}

function optionalIntList(value: unknown, field: string): number[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw badRequest(
      `O campo ${field} deve ser uma lista de ids inteiros (recebido: ${jsonTypeName(value)}).`,
    );
  }
  return value as number[];
}

function optionalCounts(value: unknown): Record<string, number> | undefined {
  if (value === undefined || value === null) return undefined;
  if (
    !isPlainObject(value) ||
    !Object.values(value).every((count) => typeof count === 'number' && Number.isFinite(count))
  ) {
    throw badRequest('O campo counts deve ser um objeto de números.');
  }
  return value as Record<string, number>;
}

function registerFolders(app: FastifyInstance, ctx: BffContext): void {
  app.get<{
    Params: { path: string };
    Querystring: PageQuery & { sort?: string; order?: string; type?: string; search?: string };
  }>('/bff/questions/folders/:path', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { page, perPage } = parsePage(request.query);
    const order = parseOrder(request.query.order);
    const sort = oneOfParam(request.query.sort, LISTING_SORTS, 'sort', 'updated_at');
    const types = (request.query.type ?? '').split(',').filter(Boolean);
    const unknownType = types.find((type) => !(LISTING_TYPES as readonly string[]).includes(type));
    if (unknownType)
      throw badRequest(
        `Parâmetro type inválido: ${unknownType}. Use ${LISTING_TYPES.join(', ')}.`,
        'INVALID_PARAM',
      );
    const path = normalizeFolderPath(request.params.path);
    const state = withState(ctx);
    const folder = requireFolderPath(state, student, path);
    const term = searchKey(request.query.search ?? '');
    // a search looks through the whole subtree; without one, only the folder's own children
    const items = listingOf(state, student, path, term !== '').filter(
      (item) => matchesType(item, types) && (term === '' || searchKey(item.name).includes(term)),
    );
    const { items: subitems, pagination } = paginate(sortListing(items, sort, order), page, perPage);
    const body: FolderListingResponse = {
      data: {
        items: {
          id: folder?.id ?? 0,
          name: folder?.name ?? ROOT_FOLDER_PATH,
          path,
          tag: 'FOLDER',
          student_id: student.id,
          subitems,
        },
        pagination,
      },
    };
    return body;
  });

  app.post<{ Body: unknown }>('/bff/questions/folders', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['path', 'name']);
    const path = normalizeFolderPath(body.path);
    if (path === ROOT_FOLDER_PATH)
      throw badRequest('Informe o caminho da nova pasta (ex.: base.Minha_pasta).', 'INVALID_PATH');
    const lastSegment = path.slice(path.lastIndexOf('.') + 1);
    const name = validateName(body.name ?? lastSegment.replace(/_/g, ' '));
    const state = withState(ctx);
    requireFolderPath(state, student, parentOf(path));
    if (state.folders.some((f) => f.student_id === student.id && f.path === path)) {
      throw new BffHttpError(409, 'Já existe uma pasta com esse nome neste local.', 'FOLDER_EXISTS');
    }
    const now = new Date().toISOString();
    const folder: FolderRecord = {
      id: state.nextId++,
      name,
      path,
      student_id: student.id,
      created_at: now,
      updated_at: now,
    };
    state.folders.push(folder);
    const response: FolderResponse = { data: folderListingItem(folder, 0) };
    return reply.code(201).send(response);
  });

  app.post<{ Body: unknown }>('/bff/questions/notebooks', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['name', 'path', 'filters', 'counts', 'sequence_notebook_ids']);
    const name = validateName(body.name);
    const path = normalizeFolderPath(body.path);
    const state = withState(ctx);
    requireFolderPath(state, student, path);
    // filters are optional (the create-notebook drawer sends only name and path); when sent, the
    // includente rule of spec 2 §5 applies
    const groups = body.filters === undefined ? null : parseSearchFilters(body.filters);
    const counts = optionalCounts(body.counts);
    const sequence = optionalIntList(body.sequence_notebook_ids, 'sequence_notebook_ids') ?? [];
    const questionIds = groups
      ? questionsOfVertical(ctx.vertical(request))
          .filter((q) => matchesFilters(q, groups))
          .map((q) => q.id)
      : [];
    const now = new Date().toISOString();
    const notebook: NotebookRecord = {
      id: state.nextId++,
      name,
      correct_answers: 0,
      wrong_answers: 0,
      questions_number: questionIds.length,
      path,
      filters: groups ? (body.filters as NotebookRecord['filters']) : null,
      counts: counts ?? null,
      sequence_notebook_ids: sequence,
      student_id: student.id,
      created_at: now,
      updated_at: now,
      question_ids: questionIds,
      shared_with: [],
    };
    state.notebooks.push(notebook);
    const response: NotebookResponse = { data: toNotebook(notebook) };
    return reply.code(201).send(response);
  });

  app.delete<{ Params: { id: string } }>('/bff/questions/notebooks/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const id = parseId(request.params.id, 'caderno');
    const state = withState(ctx);
    const notebook = state.notebooks.find((n) => n.id === id && visibleTo(n, student.id));
    if (!notebook) throw notFound(`Caderno não encontrado: ${id}.`, NOT_FOUND_TAG);
    if (notebook.student_id !== student.id)
      throw new BffHttpError(403, 'Somente o dono pode excluir este caderno.', 'FORBIDDEN');
    state.notebooks = state.notebooks.filter((n) => n.id !== id);
    return { data: { id, deleted: true } };
  });
}

/** Folders, notebooks and student exams (spec 2 §7 Notebooks, Folders, Student exams; spec 1 §2 drawers). */
export const notebooksArea: BffArea<Record<string, never>> = {
  name: 'notebooks',
  seed: () => ({}),
  register: (app, ctx) => {
    registerFolders(app, ctx);
    registerItemRoutes(app, ctx, { state: withState, validateName, normalizeFolderPath, requireFolderPath });
  },
};

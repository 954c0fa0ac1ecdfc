import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  Goal,
  GoalCatalogProduct,
  GoalClassification,
  GoalContentFilter,
  GoalContentItem,
  GoalContentType,
  GoalQuestionResources,
  GoalShelf,
  GoalShelfAvailableFilters,
  GoalShelfClassification,
  GoalStudentExam,
  GoalsPagination,
  UserGoal,
  VerticalId,
} from 'shared-contracts';
import { SEARCH_PER_PAGE } from 'shared-contracts';
import type { BffArea, BffContext, BffStudent } from '../area';
import { BffHttpError, badRequest, notFound } from '../http-error';
import {
  isPlainObject,
  requireBoolean,
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
  requireString,
  SEARCH_BODY_KEYS,
} from '../validation';
import {
  GOAL_CONTENT_TYPES,
  seedGoalContents,
  seedGoalDisciplines,
  seedGoalProducts,
} from './goals/contents-seed';
import { seedGoals } from './goals/goals-seed';

interface UserGoalRecord {
  id: number;
  goal_id: number;
  email: string;
  created_at: string;
}

export interface GoalsState {
  goals: Goal[];
  contents: Record<number, Record<GoalContentType, GoalContentItem[]>>;
  userGoals: UserGoalRecord[];
  lastUserGoalId: number;
  /** goal id → the disciplines its contents can be filtered by */
  disciplines: Record<number, string[]>;
  products: Record<number, GoalCatalogProduct[]>;
}

/** The exact server message of spec 2 §5 for a search type other than classification or highlight. */
export const INVALID_SEARCH_TYPE_MESSAGE =
  'Invalid search type. Valid search types are: classification, highlight.';
const SEARCH_TYPES = ['classification', 'highlight'] as const;
/** goals page size (spec 2 §9) */
const GOALS_PER_PAGE = 15;
const MAX_PER_PAGE = 100;
const CONTENTS_PER_PAGE = 10;
/** goals a shelf shows in the shelves list */
const SHELF_PREVIEW_GOALS = 3;

/** Ana's goals: a few per vertical (the other students start with none). */
const SEEDED_USER_GOALS: readonly { email: string; goalIds: readonly number[] }[] = [
  { email: 'aluno@exemplo.com.br', goalIds: [101, 105, 108, 201, 203, 301, 401, 405, 501, 601] },
];

export function seedGoalsState(now = Date.now()): GoalsState {
  const goals = seedGoals();
  const contents: GoalsState['contents'] = {};
  const disciplines: GoalsState['disciplines'] = {};
  const products: GoalsState['products'] = {};
  const positionInVertical = new Map<string, number>();
  for (const goal of goals) {
    const index = positionInVertical.get(goal.vertical) ?? 0;
    positionInVertical.set(goal.vertical, index + 1);
    const own = seedGoalContents(goal, index);
    contents[goal.id] = own;
    disciplines[goal.id] = seedGoalDisciplines(goal, index);
    products[goal.id] = seedGoalProducts(goal, index);
    goal.contents_count = GOAL_CONTENT_TYPES.reduce((sum, type) => sum + own[type].length, 0);
  }
  let lastUserGoalId = 0;
  const userGoals: UserGoalRecord[] = SEEDED_USER_GOALS.flatMap(({ email, goalIds }) =>
    goalIds.map((goalId, index) => ({
      id: ++lastUserGoalId,
      goal_id: goalId,
      email,
      created_at: new Date(now - (goalIds.length - index) * 86_400_000).toISOString(),
    })),
  );
  return {
    goals,
    contents,
    userGoals,
    lastUserGoalId,
    disciplines,
    products,
  };
}

/** Lower case without accents, for forgiving name search ('policia' finds 'Polícia'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function positiveInt(value: unknown, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw badRequest(`O parâmetro ${field} deve ser um número inteiro entre 1 e ${max}.`);
  }
  return number;
}

function paginate<T>(
  list: readonly T[],
  page: number,
  perPage: number,
): { data: T[]; pagination: GoalsPagination } {
  return {
    data: list.slice((page - 1) * perPage, page * perPage),
    pagination: {
      page,
      per_page: perPage,
      total: list.length,
      last_page: Math.max(1, Math.ceil(list.length / perPage)),
    },
  };
}

function isContentType(value: string): value is GoalContentType {
  return (GOAL_CONTENT_TYPES as readonly string[]).includes(value);
}

type Query = Record<string, unknown>;

/** The goals of a vertical for a search type, a name and a classification (parent_id). */
function listGoals(
  all: readonly Goal[],
  vertical: VerticalId,
  filters: { searchType: unknown; name: unknown; parentId: number | null },
): Goal[] {
  let goals = all.filter((goal) => goal.vertical === vertical);
  if (typeof filters.name === 'string' && filters.name.trim() !== '') {
    const wanted = fold(filters.name.trim());
    goals = goals.filter((goal) => fold(goal.name).includes(wanted));
  }
  if (filters.parentId !== null) goals = goals.filter((goal) => goal.classification.id === filters.parentId);
  if (filters.searchType === 'highlight') goals = goals.filter((goal) => goal.highlight);
  if (filters.searchType === 'classification') {
    goals = [...goals].sort(
      (a, b) =>
        a.classification.name.localeCompare(b.classification.name, 'pt-BR') ||
        a.name.localeCompare(b.name, 'pt-BR'),
    );
  }
  return goals;
}

function classificationsOf(goals: readonly Goal[]): GoalShelfClassification[] {
  const byId = new Map<number, GoalShelfClassification>();
  for (const goal of goals) {
    const known = byId.get(goal.classification.id);
    if (known) known.goals_count += 1;
    else byId.set(goal.classification.id, { ...goal.classification, goals_count: 1 });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

const SHELF_KINDS = [
  { offset: 1, title: 'Mais procurados', description: 'Os objetivos em destaque nesta vertical.' },
  { offset: 2, title: 'Todos os objetivos', description: 'Todos os objetivos da vertical, por área.' },
] as const;
const VERTICAL_INDEX: readonly VerticalId[] = [
  'concursos',
  'medicina',
  'militares',
  'oab',
  'vestibulares',
  'carreiras-juridicas',
];

/**
 * A goal shelf search body (spec 2 §3 'Search body': q, entity_types, shelves, page, per_page, filters,
 * with_available_filters); spec 2 §5: a shelf search must carry filters.onlyHasAccess true. A shelf's own
 * narrowing (classification_ids, highlight) travels in filters too.
 */
function readShelfSearch(rawBody: unknown, defaultPerPage: number) {
  const body = requireObjectBody(rawBody);
  requireKnownKeys(body, SEARCH_BODY_KEYS);
  const filters = body.filters;
  if (!isPlainObject(filters) || filters.onlyHasAccess !== true)
    throw badRequest('A busca de estantes exige filters.onlyHasAccess: true.', 'INVALID_SHELF_SEARCH');
  requireKnownKeys(filters, ['onlyHasAccess', 'classification_ids', 'highlight']);
  for (const list of ['entity_types', 'shelves'] as const) {
    const value = body[list];
    if (value !== undefined && (!Array.isArray(value) || !value.every((item) => typeof item === 'string')))
      throw badRequest(`O campo ${list} deve ser uma lista de textos.`, 'INVALID_SHELF_SEARCH');
  }
  if (body.with_available_filters !== undefined)
    requireBoolean(body.with_available_filters, 'with_available_filters');
  const ids = filters.classification_ids === undefined ? [] : filters.classification_ids;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id)))
    throw badRequest('O campo filters.classification_ids deve ser uma lista de ids.', 'INVALID_SHELF_SEARCH');
  return {
    q: fold((body.q === undefined ? '' : requireString(body.q, 'q')).trim()),
    page: body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 10_000),
    perPage:
      body.per_page === undefined
        ? defaultPerPage
        : requireInteger(body.per_page, 'per_page', 1, MAX_PER_PAGE),
    classificationIds: ids as number[],
    highlight: filters.highlight === undefined ? false : requireBoolean(filters.highlight, 'highlight'),
  };
}

/** The goal shelves of a vertical: ids 10·(vertical index + 1) + 1 (highlights) and + 2 (every goal). */
function shelvesOf(
  all: readonly Goal[],
  vertical: VerticalId,
): (Omit<GoalShelf, 'goals'> & { all: Goal[] })[] {
  const base = (VERTICAL_INDEX.indexOf(vertical) + 1) * 10;
  const goals = all.filter((goal) => goal.vertical === vertical);
  return SHELF_KINDS.map((kind) => {
    const own = kind.offset === 1 ? goals.filter((goal) => goal.highlight) : goals;
    return {
      id: base + kind.offset,
      title: kind.title,
      description: kind.description,
      goals_count: own.length,
      all: own,
    };
  });
}

interface GoalRouteHelpers {
  state: () => GoalsState;
  signedIn: <T>(
    handler: (student: BffStudent, request: FastifyRequest, reply: FastifyReply) => T,
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<T | FastifyReply>;
  goalById: (id: number) => Goal;
}

/**
 * Goal shelves and their filters, catalogue products, incidence access, question resources, goal exams,
 * and the goals searches (the performance favourites are the study-table area's) (spec 2 §7 Goals and Search).
 */
function registerGoalExtras(app: FastifyInstance, ctx: BffContext, helpers: GoalRouteHelpers): void {
  const { state, signedIn, goalById } = helpers;
  const goalParam = (request: FastifyRequest) => goalById(positiveInt((request.params as Query).id, 0, 'id'));
  const shelfById = (request: FastifyRequest) => {
    const id = positiveInt((request.params as Query).id, 0, 'id');
    const shelf = shelvesOf(state().goals, ctx.vertical(request)).find((candidate) => candidate.id === id);
    if (!shelf) throw notFound(`Estante de objetivos ${id} não encontrada.`, 'GOAL_SHELF_NOT_FOUND');
    return shelf;
  };

  app.get(
    '/bff/goals/shelves',
    signedIn((_student, request) => ({
      data: shelvesOf(state().goals, ctx.vertical(request)).map(({ all, ...shelf }): GoalShelf => ({
        ...shelf,
        goals: all.slice(0, SHELF_PREVIEW_GOALS),
      })),
    })),
  );

  app.get(
    '/bff/goals/shelves/availableFilters',
    signedIn((_student, request) => {
      const goals = state().goals.filter((goal) => goal.vertical === ctx.vertical(request));
      const classifications: GoalClassification[] = classificationsOf(goals).map(({ id, name }) => ({
        id,
        name,
      }));
      const filters: GoalShelfAvailableFilters = { classifications, highlight: true };
      return { data: filters };
    }),
  );

  app.get(
    '/bff/goals/shelves/:id/classifications',
    signedIn((_student, request) => ({ data: classificationsOf(shelfById(request).all) })),
  );

  // the shelves the student can open, 10 a page (the search default, spec 2 §9), each with its first goals
  app.post(
    '/bff/search/v2/goals/shelves',
    signedIn((_student, request) => {
      const { q, page, perPage } = readShelfSearch(request.body, SEARCH_PER_PAGE);
      const shelves = shelvesOf(state().goals, ctx.vertical(request))
        .filter((shelf) => q === '' || fold(shelf.title).includes(q))
        .map(({ all, ...shelf }): GoalShelf => ({ ...shelf, goals: all.slice(0, SHELF_PREVIEW_GOALS) }));
      return paginate(shelves, page, perPage);
    }),
  );

  app.post(
    '/bff/search/v2/goals/shelves/:id',
    signedIn((_student, request) => {
      const shelf = shelfById(request);
      const { q, page, perPage, classificationIds, highlight } = readShelfSearch(
        request.body,
        GOALS_PER_PAGE,
      );
      const goals = shelf.all.filter(
        (goal) =>
          (classificationIds.length === 0 || classificationIds.includes(goal.classification.id)) &&
          (!highlight || goal.highlight) &&
          (q === '' || fold(goal.name).includes(q)),
      );
      const { data, pagination } = paginate(goals, page, perPage);
      return { data: { shelf: { id: shelf.id, title: shelf.title }, goals: data }, pagination };
    }),
  );

  app.get(
    '/bff/goals/:id/catalog-products',
    signedIn((_student, request) => ({ data: state().products[goalParam(request).id] ?? [] })),
  );

  // seeded: the highlighted goals come with incidence access
  app.get(
    '/objetivos/goals/:id/has-incidence-access',
    signedIn((_student, request) => ({ data: { has_access: goalParam(request).highlight } })),
  );

  app.get(
    '/v3/goals/:id/questions/resources',
    signedIn((_student, request) => {
      const goal = goalParam(request);
      const disciplines = (state().disciplines[goal.id] ?? []).map((name, index) => ({
        id: goal.id * 10 + index + 1,
        name,
        questions_count: ((goal.id + index) % 7) * 40 + 120,
      }));
      const resources: GoalQuestionResources = {
        total_questions: disciplines.reduce((sum, item) => sum + item.questions_count, 0),
        disciplines,
      };
      return { data: resources };
    }),
  );

  app.get(
    '/v3/goals/student-exam/:id',
    signedIn((_student, request) => {
      const goal = goalParam(request);
      const exams: GoalStudentExam[] = [1, 2].map((n) => ({
        id: goal.id * 10 + n,
        title: `Simulado ${n} - ${goal.name}`,
        questions_count: n === 1 ? 60 : 120,
        duration: n === 1 ? 3 * 3600 : 5 * 3600,
      }));
      return { data: exams };
    }),
  );

  // public: no sign-in (spec 2 §6)
  app.post('/bff/public/search/goals', async (request) => {
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['q', 'page', 'per_page']);
    if (typeof body.q !== 'string') throw badRequest('O campo q deve ser um texto.', 'INVALID_BODY');
    const page = body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 10_000);
    const perPage =
      body.per_page === undefined
        ? GOALS_PER_PAGE
        : requireInteger(body.per_page, 'per_page', 1, MAX_PER_PAGE);
    const goals = listGoals(state().goals, ctx.vertical(request), {
      searchType: undefined,
      name: body.q,
      parentId: null,
    });
    return paginate(goals, page, perPage);
  });

  app.post(
    '/bff/search/v2/goals-explorer',
    signedIn((_student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['search_type', 'name', 'page', 'per_page']);
      if (!(SEARCH_TYPES as readonly unknown[]).includes(body.search_type))
        throw badRequest(INVALID_SEARCH_TYPE_MESSAGE, 'INVALID_SEARCH_TYPE');
      const page = body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 10_000);
      const perPage =
        body.per_page === undefined
          ? GOALS_PER_PAGE
          : requireInteger(body.per_page, 'per_page', 1, MAX_PER_PAGE);
      const goals = listGoals(state().goals, ctx.vertical(request), {
        searchType: body.search_type,
        name: body.name,
        parentId: null,
      });
      return paginate(goals, page, perPage);
    }),
  );
}

function registerRoutes(app: FastifyInstance, ctx: BffContext): void {
  const state = () => ctx.state<GoalsState>('goals');
  const signedIn =
    <T>(handler: (student: BffStudent, request: FastifyRequest, reply: FastifyReply) => T) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      return handler(student, request, reply);
    };
  const goalById = (id: number): Goal => {
    const goal = state().goals.find((candidate) => candidate.id === id);
    if (!goal) throw notFound(`Objetivo ${id} não encontrado.`, 'GOAL_NOT_FOUND');
    return goal;
  };
  const toUserGoal = (record: UserGoalRecord): UserGoal => ({
    id: record.id,
    goal_id: record.goal_id,
    goal: goalById(record.goal_id),
    created_at: record.created_at,
  });

  app.get(
    '/bff/goals',
    signedIn((_student, request) => {
      const query = request.query as Query;
      const searchType = query.search_type;
      if (searchType !== undefined && !(SEARCH_TYPES as readonly unknown[]).includes(searchType)) {
        throw badRequest(INVALID_SEARCH_TYPE_MESSAGE, 'INVALID_SEARCH_TYPE');
      }
      const page = positiveInt(query.page, 1, 'page');
      const perPage = positiveInt(query.per_page, GOALS_PER_PAGE, 'per_page', MAX_PER_PAGE);
      if (query.id !== undefined) {
        const id = positiveInt(query.id, 0, 'id');
        return paginate(
          state().goals.filter((goal) => goal.id === id),
          1,
          perPage,
        );
      }
      const parentId = query.parent_id === undefined ? null : positiveInt(query.parent_id, 0, 'parent_id');
      const goals = listGoals(state().goals, ctx.vertical(request), {
        searchType,
        name: query.name,
        parentId,
      });
      return paginate(goals, page, perPage);
    }),
  );

  app.get(
    '/bff/goals/wizardAccessControl',
    // the wizard shows while the student has no goal of this vertical
    signedIn((student, request) => {
      const vertical = ctx.vertical(request);
      const hasGoal = state().userGoals.some(
        (record) => record.email === student.email && goalById(record.goal_id).vertical === vertical,
      );
      return { data: { show_wizard: !hasGoal } };
    }),
  );

  app.get(
    '/bff/goals/userGoals',
    signedIn((student, request) => {
      const vertical = ctx.vertical(request);
      return {
        data: state()
          .userGoals.filter((record) => record.email === student.email)
          .map(toUserGoal)
          .filter((userGoal) => userGoal.goal.vertical === vertical),
      };
    }),
  );

  app.post(
    '/bff/goals/userGoals',
    signedIn((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['goal_id']);
      const goalId = requireInteger(body.goal_id, 'goal_id', 1, Number.MAX_SAFE_INTEGER);
      goalById(goalId);
      const current = state();
      if (current.userGoals.some((record) => record.email === student.email && record.goal_id === goalId)) {
        throw new BffHttpError(409, 'Este objetivo já está na sua lista.', 'GOAL_ALREADY_ADDED');
      }
      current.lastUserGoalId += 1;
      const record: UserGoalRecord = {
        id: current.lastUserGoalId,
        goal_id: goalId,
        email: student.email,
        created_at: new Date().toISOString(),
      };
      current.userGoals.push(record);
      reply.code(201);
      return { data: toUserGoal(record) };
    }),
  );

  app.delete(
    '/bff/goals/userGoals',
    signedIn((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['id']);
      const id = requireInteger(body.id, 'id', 1, Number.MAX_SAFE_INTEGER);
      const current = state();
      const index = current.userGoals.findIndex(
        (record) => record.id === id && record.email === student.email,
      );
      if (index < 0) throw notFound(`Objetivo ${id} não está na sua lista.`, 'USER_GOAL_NOT_FOUND');
      current.userGoals.splice(index, 1);
      return { data: { id } };
    }),
  );

  app.get(
    '/bff/goals/:id/contents',
    signedIn((_student, request) => {
      const goal = goalById(positiveInt((request.params as Query).id, 0, 'id'));
      const own = state().contents[goal.id];
      const counts = Object.fromEntries(
        GOAL_CONTENT_TYPES.map((type) => [type, own?.[type].length ?? 0]),
      ) as Record<GoalContentType, number>;
      return { data: { goal_id: goal.id, counts } };
    }),
  );

  const contentFilters = (goalId: number): GoalContentFilter[] =>
    (state().disciplines[goalId] ?? []).map((name, index) => ({ id: goalId * 10 + index + 1, name }));

  // a static segment wins over :type
  app.get(
    '/bff/goals/:id/contents/filters',
    signedIn((_student, request) => {
      const goal = goalById(positiveInt((request.params as Query).id, 0, 'id'));
      return { data: contentFilters(goal.id) };
    }),
  );

  registerGoalExtras(app, ctx, { state, signedIn, goalById });

  app.get(
    '/bff/goals/:id/contents/:type',
    signedIn((_student, request) => {
      const params = request.params as Record<string, string>;
      const goal = goalById(positiveInt(params.id, 0, 'id'));
      const type = params.type ?? '';
      if (!isContentType(type)) {
        throw notFound(`Tipo de conteúdo desconhecido: ${type}. Tipos: ${GOAL_CONTENT_TYPES.join(', ')}.`);
      }
      const query = request.query as Query;
      const page = positiveInt(query.page, 1, 'page');
      // spec 2 §9 names this call's page size perPage (goal content perPage 1), unlike the per_page of search
      const perPage = positiveInt(query.perPage, CONTENTS_PER_PAGE, 'perPage', MAX_PER_PAGE);
      let items = state().contents[goal.id]?.[type] ?? [];
      if (query.classification_id !== undefined) {
        const filterId = positiveInt(query.classification_id, 0, 'classification_id');
        const discipline = contentFilters(goal.id).find((filter) => filter.id === filterId);
        if (!discipline) throw badRequest(`Filtro de conteúdo desconhecido: ${filterId}.`, 'INVALID_FILTER');
        const wanted = fold(discipline.name);
        items = items.filter((item) => fold(`${item.title} ${item.description}`).includes(wanted));
      }
      if (type === 'discursivas' && query.is_review !== undefined) {
        if (query.is_review !== 'true' && query.is_review !== 'false')
          throw badRequest('O parâmetro is_review deve ser true ou false.', 'INVALID_FILTER');
        const review = query.is_review === 'true';
        items = items.filter(
          (item) => (item as GoalContentItem & { is_review?: boolean }).is_review === review,
        );
      }
      return paginate(items, page, perPage);
    }),
  );
}

/** goals endpoints and seeded data (owned by the mfe-goals team). */
export const goalsArea: BffArea<GoalsState> = {
  name: 'goals',
  seed: () => seedGoalsState(),
  register: registerRoutes,
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Goal, GoalContentItem, GoalContentType, GoalsPagination, UserGoal } from 'shared-contracts';
import type { BffArea, BffContext, BffStudent } from '../area';
import { BffHttpError, badRequest, notFound } from '../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../validation';
import { GOAL_CONTENT_TYPES, seedGoalContents } from './goals/contents-seed';
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
}

/** The exact server message of spec 2 §5 for a search type other than classification or highlight. */
export const INVALID_SEARCH_TYPE_MESSAGE =
  'Invalid search type. Valid search types are: classification, highlight.';
const SEARCH_TYPES = ['classification', 'highlight'] as const;
/** goals page size (spec 2 §9) */
const GOALS_PER_PAGE = 15;
const MAX_PER_PAGE = 100;
const CONTENTS_PER_PAGE = 10;

/** Ana's goals: a few per vertical (the other students start with none). */
const SEEDED_USER_GOALS: readonly { email: string; goalIds: readonly number[] }[] = [
  { email: 'aluno@exemplo.com.br', goalIds: [101, 105, 108, 201, 203, 301, 401, 405, 501, 601] },
];

export function seedGoalsState(now = Date.now()): GoalsState {
  const goals = seedGoals();
  const contents: GoalsState['contents'] = {};
  const positionInVertical = new Map<string, number>();
  for (const goal of goals) {
    const index = positionInVertical.get(goal.vertical) ?? 0;
    positionInVertical.set(goal.vertical, index + 1);
    const own = seedGoalContents(goal, index);
    contents[goal.id] = own;
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
  return { goals, contents, userGoals, lastUserGoalId };
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
      const vertical = ctx.vertical(request);
      let goals = state().goals.filter((goal) => goal.vertical === vertical);
      if (typeof query.name === 'string' && query.name.trim() !== '') {
        const wanted = fold(query.name.trim());
        goals = goals.filter((goal) => fold(goal.name).includes(wanted));
      }
      if (searchType === 'highlight') goals = goals.filter((goal) => goal.highlight);
      if (searchType === 'classification') {
        goals = [...goals].sort(
          (a, b) =>
            a.classification.name.localeCompare(b.classification.name, 'pt-BR') ||
            a.name.localeCompare(b.name, 'pt-BR'),
        );
      }
      return paginate(goals, page, perPage);
    }),
  );

  app.get(
    '/bff/goals/wizardAccessControl',
    signedIn((student) => ({
      data: { show_wizard: !state().userGoals.some((record) => record.email === student.email) },
    })),
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
      const perPage = positiveInt(query.per_page, CONTENTS_PER_PAGE, 'per_page', MAX_PER_PAGE);
      return paginate(state().contents[goal.id]?.[type] ?? [], page, perPage);
    }),
  );
}

/** goals endpoints and seeded data (owned by the mfe-goals team). */
export const goalsArea: BffArea<GoalsState> = {
  name: 'goals',
  seed: () => seedGoalsState(),
  register: registerRoutes,
};

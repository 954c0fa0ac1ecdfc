import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isVerticalId,
  VERTICAL_IDS,
  type ExclusiveCourse,
  type KeepStudyingCourse,
  type LastUpdate,
  type LiveEvent,
  type LiveEventMedia,
  type RankingSubmission,
  type RecentActivity,
  type StudyTableFavorite,
  type StudyTableFavoriteType,
  type StudyTableSummary,
  type VerticalId,
} from 'shared-contracts';
import type { BffArea, BffContext, BffStudent } from '../area';
import { badRequest, notFound } from '../http-error';
import { requireBoolean, requireKnownKeys, requireObjectBody, requireString } from '../validation';
import { registerDashboardRoutes } from './study-table/dashboard-routes';
import {
  registerFileUploadRoutes,
  seedStudyFiles,
  type StudyFilesState,
} from './study-table/file-upload-routes';
import { seedKeepStudying } from './study-table/dashboard-seed';
import { registerPerformanceRoutes } from './study-table/performance-routes';
import { registerCalendarRoutes } from './study-table/calendar-routes';
import { registerHomeContentRoutes } from './study-table/home-contents';
import { registerLiveEventMediaRoutes, seedLiveEventMedia } from './study-table/live-event-media';
import { registerRankingRoutes } from './study-table/ranking-routes';
import { registerWebcastRoutes } from './study-table/webcast-routes';
import type { StudyTableRouteKit } from './study-table/route-kit';
import { seedPerformance, summarisePerformance, type DailyAnswers } from './study-table/performance-seed';
import {
  HOME_HIGHLIGHTS,
  STUDY_TABLE_SEEDED_EMAIL,
  seedExclusiveCourses,
  seedFavorites,
  seedLastUpdates,
  seedLiveEvents,
  seedRecentActivities,
} from './study-table/seed-data';

/** One student's study table. */
export interface StudentStudyTable {
  recentActivities: RecentActivity[];
  lastUpdates: LastUpdate[];
  exclusiveCourses: ExclusiveCourse[];
  favorites: StudyTableFavorite[];
  grid: StudyTableSummary;
  performance: Record<VerticalId, DailyAnswers[]>;
  /** ids of recent activities the student hid from the dashboard */
  hiddenActivities: number[];
  keepStudying: KeepStudyingCourse[];
  /** the student follows goals (favourite goals, recommended courses) */
  hasGoals: boolean;
  /** ranking entries the student sent, by exam id */
  rankingSubmissions: Record<number, RankingSubmission>;
}

export interface StudyTableState {
  /** by student e-mail; a student without an entry has an empty study table */
  students: Record<string, StudentStudyTable>;
  liveEvents: Record<VerticalId, LiveEvent[]>;
  /** recordings of the classes that are over (GET live_event_media/{id}) */
  liveEventMedia: LiveEventMedia[];
  /** files the students sent from the dashboard (POST /bff/files/upload), served back to them */
  files: StudyFilesState;
}

function emptyPerformance(): Record<VerticalId, DailyAnswers[]> {
  return Object.fromEntries(VERTICAL_IDS.map((vertical) => [vertical, []])) as unknown as Record<
    VerticalId,
    DailyAnswers[]
  >;
}

function emptyTable(): StudentStudyTable {
  return {
    recentActivities: [],
    lastUpdates: [],
    exclusiveCourses: [],
    favorites: [],
    grid: { responsiveLayout: null, updatedAt: null },
    performance: emptyPerformance(),
    hiddenActivities: [],
    keepStudying: [],
    hasGoals: false,
    rankingSubmissions: {},
  };
}

export function seedStudyTable(now = Date.now()): StudyTableState {
  const liveEvents = seedLiveEvents(now);
  return {
    students: {
      [STUDY_TABLE_SEEDED_EMAIL]: {
        recentActivities: seedRecentActivities(now),
        lastUpdates: seedLastUpdates(now),
        exclusiveCourses: seedExclusiveCourses(),
        favorites: seedFavorites(now),
        grid: { responsiveLayout: null, updatedAt: null },
        performance: seedPerformance(now),
        hiddenActivities: [],
        keepStudying: seedKeepStudying(now),
        hasGoals: true,
        // the seeded student sent an entry for the Polícia Federal exam (ampla concorrência, 84 of 120)
        rankingSubmissions: { 301: { vacancy_id: 3011, correct: 84, name_visible: true } },
      },
    },
    liveEvents,
    liveEventMedia: seedLiveEventMedia(liveEvents, now),
    files: seedStudyFiles(),
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** '1' or 'true' in a query string. */
function queryFlag(value: unknown): boolean {
  return value === '1' || value === 'true';
}

function requireDay(value: unknown, field: string): string {
  if (typeof value !== 'string' || !ISO_DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw badRequest(`O parâmetro ${field} é obrigatório e deve ser uma data no formato AAAA-MM-DD.`);
  }
  return value;
}

function requireId(value: unknown, what: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw badRequest(`Identificador inválido de ${what}: ${String(value)}.`);
  return id;
}

type Query = Record<string, unknown>;

const FAVORITE_TYPES: readonly StudyTableFavoriteType[] = [
  'course',
  'ldi',
  'notebook',
  'exam',
  'cast',
  'trail',
  'tutoring',
];

/** Registers the study table, performance, ranking, favourites, live-class and home routes. */
function registerRoutes(app: FastifyInstance, ctx: BffContext): void {
  const state = () => ctx.state<StudyTableState>('study-table');
  /** the student's table, created empty on first use so changes persist until reset */
  const tableOf = (student: BffStudent): StudentStudyTable => {
    const students = state().students;
    students[student.email] ??= emptyTable();
    return students[student.email] as StudentStudyTable;
  };
  /** runs `handler` for a signed-in student (else 401) */
  const signedIn =
    <T>(handler: (student: BffStudent, request: FastifyRequest, reply: FastifyReply) => T) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      return handler(student, request, reply);
    };

  const kit: StudyTableRouteKit = { ctx, tableOf, signedIn };
  registerDashboardRoutes(app, kit);
  registerPerformanceRoutes(app, kit);
  registerRankingRoutes(app, kit);
  registerHomeContentRoutes(app);
  registerCalendarRoutes(app, kit);
  registerLiveEventMediaRoutes(app, kit, () => state().liveEventMedia);
  registerWebcastRoutes(app, kit);
  registerFileUploadRoutes(app, kit, () => state().files);

  app.get(
    '/v3/study-table',
    signedIn((student) => ({ data: tableOf(student).grid })),
  );

  app.get(
    '/v3/study-table/recent-activities',
    signedIn((student, request) => {
      const query = request.query as Query;
      const table = tableOf(student);
      let activities = table.recentActivities.filter((item) => !table.hiddenActivities.includes(item.id));
      if (queryFlag(query.progress)) {
        activities = activities.filter(
          ({ question_counters: c }) => c.correct + c.incorrect > 0 && c.not_answered > 0,
        );
      }
      if (queryFlag(query.complete))
        activities = activities.filter(({ question_counters: c }) => c.not_answered === 0);
      if (queryFlag(query.favorite)) activities = activities.filter((activity) => activity.favorite);
      activities.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      return { data: activities };
    }),
  );

  app.put(
    '/v3/study-table/recent-activities/:id',
    signedIn((student, request) => {
      const id = requireId((request.params as Query).id, 'atividade');
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['favorite', 'hidden']);
      if (body.favorite === undefined && body.hidden === undefined)
        throw badRequest('Informe favorite e/ou hidden.');
      const table = tableOf(student);
      const activity = table.recentActivities.find((item) => item.id === id);
      if (!activity) throw notFound(`Atividade recente ${id} não encontrada.`);
      if (body.favorite !== undefined) activity.favorite = requireBoolean(body.favorite, 'favorite');
      if (body.hidden !== undefined) {
        const hidden = requireBoolean(body.hidden, 'hidden');
        table.hiddenActivities = table.hiddenActivities.filter((item) => item !== id);
        if (hidden) table.hiddenActivities.push(id);
      }
      activity.updated_at = new Date().toISOString();
      return { data: activity };
    }),
  );

  // Deleting a notebook also removes its recent activity through the /bff path (spec 2 §7 Notebooks).
  for (const path of ['/v3/study-table/recent-activities/:id', '/bff/study-table/recent-activities/:id']) {
    app.delete(
      path,
      signedIn((student, request) => {
        const id = requireId((request.params as Query).id, 'atividade');
        const table = tableOf(student);
        const before = table.recentActivities.length;
        table.recentActivities = table.recentActivities.filter((item) => item.id !== id);
        if (table.recentActivities.length === before)
          throw notFound(`Atividade recente ${id} não encontrada.`);
        return { data: { id } };
      }),
    );
  }

  app.get(
    '/v3/study-table/last-updates',
    signedIn((student) => ({ data: tableOf(student).lastUpdates })),
  );

  app.get(
    '/v3/study-table/exclusive-courses',
    signedIn((student) => ({ data: tableOf(student).exclusiveCourses })),
  );

  app.post(
    '/bff/study-table/favorites',
    signedIn((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['type', 'title', 'url']);
      const type = requireString(body.type, 'type');
      if (!FAVORITE_TYPES.includes(type as StudyTableFavoriteType))
        throw badRequest(`Tipo de favorito desconhecido: ${type}. Aceitos: ${FAVORITE_TYPES.join(', ')}.`);
      const title = requireString(body.title, 'title').trim();
      const url = requireString(body.url, 'url');
      if (!title) throw badRequest('O campo title não pode ser vazio.');
      if (!url.startsWith('/') || url.startsWith('//'))
        throw badRequest('O campo url deve ser um caminho do site.');
      const table = tableOf(student);
      const existing = table.favorites.find((item) => item.url === url);
      if (existing) return { data: existing };
      const favorite: StudyTableFavorite = {
        id: table.favorites.reduce((max, item) => Math.max(max, item.id), 0) + 1,
        title,
        type: type as StudyTableFavoriteType,
        url,
        created_at: new Date().toISOString(),
      };
      table.favorites.push(favorite);
      void reply.code(201);
      return { data: favorite };
    }),
  );

  app.delete(
    '/bff/study-table/favorites/:id',
    signedIn((student, request) => {
      const id = requireId((request.params as Query).id, 'favorito');
      const table = tableOf(student);
      const before = table.favorites.length;
      table.favorites = table.favorites.filter((item) => item.id !== id);
      if (table.favorites.length === before) throw notFound(`Favorito ${id} não encontrado.`);
      return { data: { id } };
    }),
  );

  app.get(
    '/bff/study-table/favorites',
    signedIn((student) => ({
      data: [...tableOf(student).favorites].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    })),
  );

  app.get(
    '/bff/performance/questions',
    signedIn((student, request) => {
      const query = request.query as Query;
      const dataInicial = requireDay(query.data_inicial, 'data_inicial');
      const dataFinal = requireDay(query.data_final, 'data_final');
      if (dataInicial > dataFinal)
        throw badRequest('A data_inicial deve ser anterior ou igual à data_final.');
      const vertical = ctx.vertical(request);
      return {
        data: summarisePerformance(tableOf(student).performance[vertical], vertical, dataInicial, dataFinal),
      };
    }),
  );

  app.get(
    '/v3/calendars-v2/live_events',
    signedIn((_student, request) => ({
      data: [...state().liveEvents[ctx.vertical(request)]].sort((a, b) =>
        a.start_at.localeCompare(b.start_at),
      ),
    })),
  );

  app.get(
    '/v3/home',
    signedIn((_student, request) => {
      // /destaques/destaques-med and friends ask for another vertical's highlights explicitly.
      const asked = (request.query as Query).vertical;
      if (asked !== undefined && (typeof asked !== 'string' || !isVerticalId(asked))) {
        throw badRequest(`Vertical desconhecida: ${String(asked)}. Verticais: ${VERTICAL_IDS.join(', ')}.`);
      }
      const vertical = typeof asked === 'string' && isVerticalId(asked) ? asked : ctx.vertical(request);
      return { data: { vertical, highlights: HOME_HIGHLIGHTS[vertical] } };
    }),
  );
}

/** study-table endpoints and seeded data (owned by the mfe-study-table team). */
export const studyTableArea: BffArea<StudyTableState> = {
  name: 'study-table',
  seed: () => seedStudyTable(),
  register: registerRoutes,
};

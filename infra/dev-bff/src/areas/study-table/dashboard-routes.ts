import type { FastifyInstance } from 'fastify';
import type { KeepStudyingCourse, StudyTableGridItem } from 'shared-contracts';
import { badRequest, notFound } from '../../http-error';
import {
  isPlainObject,
  requireBoolean,
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
  requireString,
} from '../../validation';
import { seedCourses } from '../ldi/courses-seed';
import { goalDetailsFor, KNOWN_COURSES, recommendedCoursesFor, seedFavoriteGoals } from './dashboard-seed';

/**
 * What 'Continue estudando' may hold: the study table's own catalogue and every course of the LDI area (a
 * course page of mfe-ldi adds its course here), by id.
 */
const KEEP_STUDYING_COURSES: readonly { id: number; title: string; slug: string }[] = [
  ...KNOWN_COURSES,
  ...seedCourses().map(({ id, title, slug }) => ({ id, title, slug })),
];
import type { StudyTableRouteKit } from './route-kit';

type Query = Record<string, unknown>;

/** Recommended courses limit (spec 2 §9). */
const RECOMMENDED_LIMIT = 3;

function isGridItem(value: unknown): value is StudyTableGridItem {
  return (
    isPlainObject(value) &&
    typeof value.i === 'string' &&
    ['x', 'y', 'w', 'h'].every((key) => Number.isInteger(value[key]) && (value[key] as number) >= 0)
  );
}

/** Dashboard routes: keep studying, recommended courses, goal details, card grid. */
export function registerDashboardRoutes(app: FastifyInstance, kit: StudyTableRouteKit): void {
  const { signedIn, tableOf, ctx } = kit;

  app.get(
    '/v3/study-table/card-grid',
    signedIn((student) => ({ data: tableOf(student).grid })),
  );

  app.post(
    '/v3/study-table/card-grid',
    signedIn((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['responsiveLayout', 'updatedAt']);
      const layout = body.responsiveLayout;
      if (!isPlainObject(layout)) throw badRequest('O campo responsiveLayout deve ser um objeto.');
      for (const [breakpoint, items] of Object.entries(layout)) {
        if (!Array.isArray(items) || !items.every(isGridItem)) {
          throw badRequest(
            `responsiveLayout.${breakpoint} deve ser uma lista de cartões {i, x, y, w, h} com inteiros não negativos.`,
          );
        }
      }
      const updatedAt = requireString(body.updatedAt, 'updatedAt');
      if (Number.isNaN(Date.parse(updatedAt)))
        throw badRequest('O campo updatedAt deve ser uma data ISO 8601.');
      const table = tableOf(student);
      table.grid = { responsiveLayout: layout, updatedAt };
      return { data: table.grid };
    }),
  );

  app.get(
    '/v3/courses/keep-studying',
    signedIn((student) => ({
      data: [...tableOf(student).keepStudying].sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
    })),
  );

  app.post(
    '/v3/courses/keep-studying',
    signedIn((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['course_id', 'progress', 'hidden']);
      const courseId = requireInteger(body.course_id, 'course_id', 1, Number.MAX_SAFE_INTEGER);
      const table = tableOf(student);
      let course = table.keepStudying.find((item) => item.id === courseId);
      if (!course) {
        const known = KEEP_STUDYING_COURSES.find((item) => item.id === courseId);
        if (!known) throw notFound(`Curso ${courseId} não encontrado.`, 'COURSE_NOT_FOUND');
        course = { ...known, progress: 0, hidden: false, updated_at: new Date().toISOString() };
        table.keepStudying.push(course);
        reply.code(201);
      }
      const updated: KeepStudyingCourse = course;
      if (body.progress !== undefined) updated.progress = requireInteger(body.progress, 'progress', 0, 100);
      if (body.hidden !== undefined) updated.hidden = requireBoolean(body.hidden, 'hidden');
      updated.updated_at = new Date().toISOString();
      return { data: updated };
    }),
  );

  app.delete(
    '/v3/courses/keep-studying/:id',
    signedIn((student, request) => {
      const id = requireInteger(Number((request.params as Query).id), 'id', 1, Number.MAX_SAFE_INTEGER);
      const table = tableOf(student);
      const before = table.keepStudying.length;
      table.keepStudying = table.keepStudying.filter((item) => item.id !== id);
      if (table.keepStudying.length === before)
        throw notFound(`Curso ${id} não está em Continue estudando.`, 'COURSE_NOT_FOUND');
      return { data: { id } };
    }),
  );

  app.get(
    '/bff/performance/goals/favorites',
    signedIn((student, request) =>
      tableOf(student).hasGoals ? { data: seedFavoriteGoals(ctx.vertical(request)) } : { data: [] },
    ),
  );

  const goalOf = (goalId: unknown, vertical: Parameters<typeof seedFavoriteGoals>[0]) => {
    const id = Number(goalId);
    const goal = seedFavoriteGoals(vertical).find((item) => item.id === id);
    if (!goal) throw notFound(`Objetivo ${String(goalId)} não encontrado.`, 'GOAL_NOT_FOUND');
    return goal;
  };

  app.get(
    '/bff/study-table/:goalId/recommended-courses',
    signedIn((_student, request) => {
      const goal = goalOf((request.params as Query).goalId, ctx.vertical(request));
      const asked = (request.query as Query).limit;
      const limit = asked === undefined ? RECOMMENDED_LIMIT : requireInteger(Number(asked), 'limit', 1, 20);
      return { data: recommendedCoursesFor(goal.id).slice(0, limit) };
    }),
  );

  app.get(
    '/bff/study-table/goals/:id/details',
    signedIn((_student, request) => ({
      data: goalDetailsFor(goalOf((request.params as Query).id, ctx.vertical(request))),
    })),
  );
}

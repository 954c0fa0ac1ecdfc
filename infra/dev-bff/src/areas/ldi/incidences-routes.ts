import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BffContext, BffStudent } from '../../area';
import { signedInRoutes } from '../../route-helpers';
import { badRequest } from '../../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import type { SeededCourse } from './courses-seed';
import { MAX_LIST_IDS } from './list-figures-routes';

/** What the incidence routes need from the reader routes. */
export interface IncidencesDeps {
  courses(): SeededCourse[];
  myCourseIds(student: BffStudent): number[];
  /** one of the student's courses by id: 404 when unknown, 403 when not theirs */
  myCourse(student: BffStudent, id: number): SeededCourse;
}

/** One entry of GET /v3/mci/my-courses/{course}/goals/{goal}/incidences (one per chapter). */
export interface SeededIncidence {
  id: number;
  chapter_id: number;
  topics: { name: string; percentage: number }[];
  tiers: string[];
}

/**
 * One course's incidence in a goal, as POST /v3/mci/my-courses/incidences/goals/{goal} answers it (the spec
 * shows no answer; this shape is this repo's): the share of the goal's exams that falls in the course's
 * subjects, and how many of its subjects fall in them.
 */
export interface CourseGoalIncidence {
  course_id: number;
  incidence_percentage: number;
  subjects_count: number;
}

const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A positive whole number from the path (400 otherwise). */
function idParam(request: FastifyRequest, name: string): number {
  const number = Number((request.params as Record<string, string>)[name]);
  if (!Number.isInteger(number) || number < 1)
    throw badRequest(`O parâmetro ${name} deve ser um número inteiro positivo.`);
  return number;
}

/**
 * Seeded: each chapter's subject falls in the goal's exams, the last chapter's has no topics yet (shown as
 * 0 %); the percentage depends on the goal and the chapter.
 */
export function courseIncidences(course: SeededCourse, goalId: number): SeededIncidence[] {
  return course.chapters.map((chapter, index) => ({
    id: course.id,
    chapter_id: chapter.id,
    topics:
      index === course.chapters.length - 1
        ? []
        : [{ name: chapter.title, percentage: ((goalId + chapter.id) % 30) + 10 }],
    tiers: index === 0 ? ['A'] : ['B'],
  }));
}

/**
 * The course's figure computed from the same incidences the GET answers: the first topic of each entry (as
 * spec 2 §3 maps them) is one subject; their percentages add up to the course's share, at most 100.
 */
export function courseGoalIncidence(course: SeededCourse, goalId: number): CourseGoalIncidence {
  const percentages = courseIncidences(course, goalId).flatMap((entry) =>
    entry.topics.slice(0, 1).map((topic) => topic.percentage),
  );
  return {
    course_id: course.id,
    incidence_percentage: Math.min(
      100,
      percentages.reduce((sum, value) => sum + value, 0),
    ),
    subjects_count: percentages.length,
  };
}

/** `course_ids` of the POST body: a list of 1..MAX_LIST_IDS positive integers, without repeats. */
function courseIdsOf(body: unknown): number[] {
  const object = requireObjectBody(body);
  requireKnownKeys(object, ['course_ids']);
  const ids = object.course_ids;
  if (!Array.isArray(ids) || ids.length === 0)
    throw badRequest('Informe course_ids (lista com pelo menos um id).', 'MISSING_PARAMETER');
  if (ids.length > MAX_LIST_IDS) throw badRequest(`Informe no máximo ${MAX_LIST_IDS} ids em course_ids.`);
  return [...new Set(ids.map((id) => requireInteger(id, 'course_ids', 1, MAX_ID)))];
}

/**
 * Incidences (spec 2 §3 and the Incidences line of §7): the per-user access check, one course's incidences in
 * a goal, and the lookup of many courses at once (POST, used by the course list). Seeded: every student may
 * see incidences.
 */
export function registerIncidencesRoutes(app: FastifyInstance, ctx: BffContext, deps: IncidencesDeps): void {
  const signedIn = signedInRoutes(ctx);

  app.get(
    '/v3/mci/has-incidences-access',
    signedIn(() => ({ data: { has_access: true } })),
  );

  app.get(
    '/v3/mci/my-courses/:course/goals/:goal/incidences',
    signedIn((student, request): { data: SeededIncidence[] } => {
      const course = deps.myCourse(student, idParam(request, 'course'));
      return { data: courseIncidences(course, idParam(request, 'goal')) };
    }),
  );

  // the ids the student cannot read (not in their courses, unknown) are left out of the answer instead of
  // failing the whole list, as the other lookups of the list do
  app.post(
    '/v3/mci/my-courses/incidences/goals/:goalId',
    signedIn((student, request): { data: CourseGoalIncidence[] } => {
      const goalId = idParam(request, 'goalId');
      const ids = courseIdsOf(request.body);
      const mine = deps.myCourseIds(student);
      return {
        data: ids.flatMap((id) =>
          mine.includes(id)
            ? deps
                .courses()
                .filter((course) => course.id === id)
                .map((course) => courseGoalIncidence(course, goalId))
            : [],
        ),
      };
    }),
  );
}

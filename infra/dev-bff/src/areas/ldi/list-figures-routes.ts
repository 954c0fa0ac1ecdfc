import type { FastifyInstance } from 'fastify';
import type { LdiCompletedDocument, LdiCourseProgress, LdiCourseSeconds } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { signedInRoutes } from '../../route-helpers';
import { badRequest } from '../../http-error';
import { ALUNO_EMAIL } from '../../seed-students';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import type { SeededCourse } from './courses-seed';
import type { ReaderState } from './reader-seed';
import { estimatedSeconds } from './study-routes';

/** What the figures of the course list need from the ldi area. */
export interface ListFiguresDeps {
  /** the ldi area's state: its courses and the reader's (custom courses, block times) */
  state(): { courses: SeededCourse[]; reader: ReaderState };
  myCourseIds(student: BffStudent): number[];
  completedIds(student: BffStudent): number[];
}

/** Most ids one lookup takes (a list page shows far fewer). */
export const MAX_LIST_IDS = 100;
const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * Time Ana spent in her courses before this dev server started (minutes by course slug): added to the block
 * times the reader sends, so the course list shows a time spent from the first visit.
 */
export const SEEDED_MINUTES_SPENT: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  [ALUNO_EMAIL]: {
    'direito-constitucional-para-concursos': 95,
    'direito-administrativo-para-concursos': 20,
  },
};

/** `1,2,3` or a repeated parameter: positive integers, 1..MAX_LIST_IDS of them. */
function idsOf(value: unknown, field: string): number[] {
  const raw = (Array.isArray(value) ? value : [value])
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : []))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return idList(raw.map(Number), field);
}

function idList(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest(`Informe ${field} (lista com pelo menos um id).`, 'MISSING_PARAMETER');
  if (value.length > MAX_LIST_IDS) throw badRequest(`Informe no máximo ${MAX_LIST_IDS} ids em ${field}.`);
  return [...new Set(value.map((entry) => requireInteger(entry, field, 1, MAX_ID)))];
}

/**
 * The figures of the course list, for many courses at once (spec 2 §7; shapes are this repo's, the spec shows
 * none): GET /v3/mci/courses-progress?course_ids, GET /bff/mci/study_time/courses/time-spent, GET
 * /bff/mci/courses/estimate_durations?course_ids and POST /v3/mci/completed-documents/get {document_ids}.
 * Ids the student cannot read (not in their courses, another student's custom course, unknown) are left out
 * of the answer instead of failing the whole list.
 */
export function registerListFiguresRoutes(
  app: FastifyInstance,
  ctx: BffContext,
  deps: ListFiguresDeps,
): void {
  const signedIn = signedInRoutes(ctx);

  /** The student's own documents: the courses in their list and their custom courses. */
  const readableCourses = (student: BffStudent): SeededCourse[] => [
    ...deps.state().courses.filter((course) => deps.myCourseIds(student).includes(course.id)),
    ...deps.state().reader.customCourses.filter((course) => course.owner === student.email),
  ];
  const readable = (student: BffStudent, ids: readonly number[]): SeededCourse[] => {
    const mine = readableCourses(student);
    return ids.flatMap((id) => mine.filter((course) => course.id === id));
  };
  const itemIdsOf = (course: SeededCourse) =>
    course.chapters.flatMap((chapter) => chapter.items.map((item) => item.id));
  const blocksOf = (course: SeededCourse) =>
    course.chapters.flatMap((chapter) => chapter.items.flatMap((item) => item.blocks));

  app.get(
    '/v3/mci/courses-progress',
    signedIn((student, request): { data: LdiCourseProgress[] } => {
      const ids = idsOf((request.query as Record<string, unknown>).course_ids, 'course_ids');
      const done = deps.completedIds(student);
      return {
        data: readable(student, ids).map((course) => {
          const items = itemIdsOf(course);
          const completed = items.filter((id) => done.includes(id)).length;
          return {
            course_id: course.id,
            percentage: items.length === 0 ? 0 : Math.round((completed / items.length) * 100),
            completed_items: completed,
            total_items: items.length,
          };
        }),
      };
    }),
  );

  app.get(
    '/bff/mci/study_time/courses/time-spent',
    signedIn((student, request): { data: LdiCourseSeconds[] } => {
      const vertical = ctx.vertical(request);
      const times = deps.state().reader.blockSeconds[student.email] ?? {};
      const seeded = SEEDED_MINUTES_SPENT[student.email] ?? {};
      return {
        data: readableCourses(student)
          .filter((course) => course.vertical === vertical)
          .map((course) => ({
            course_id: course.id,
            seconds:
              (seeded[course.slug] ?? 0) * 60 +
              blocksOf(course).reduce((sum, block) => sum + (times[block.id] ?? 0), 0),
          })),
      };
    }),
  );

  app.get(
    '/bff/mci/courses/estimate_durations',
    signedIn((student, request): { data: LdiCourseSeconds[] } => {
      const ids = idsOf((request.query as Record<string, unknown>).course_ids, 'course_ids');
      return {
        data: readable(student, ids).map((course) => ({
          course_id: course.id,
          seconds: blocksOf(course).reduce((sum, block) => sum + estimatedSeconds(block), 0),
        })),
      };
    }),
  );

  app.post(
    '/v3/mci/completed-documents/get',
    signedIn((student, request): { data: LdiCompletedDocument[] } => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['document_ids']);
      const done = deps.completedIds(student);
      return {
        data: readable(student, idList(body.document_ids, 'document_ids')).map((course) => {
          const items = itemIdsOf(course);
          return {
            document_id: course.id,
            completed: items.length > 0 && items.every((id) => done.includes(id)),
          };
        }),
      };
    }),
  );
}

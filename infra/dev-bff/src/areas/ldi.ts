import type { FastifyInstance } from 'fastify';
import {
  VERTICAL_IDS,
  type LdiChapter,
  type LdiCourse,
  type MyCourse,
  type StrategicTrail,
  type Tutoring,
  type VerticalId,
} from 'shared-contracts';
import type { BffArea, BffContext, BffStudent } from '../area';
import { signedInRoutes } from '../route-helpers';
import { BffHttpError, notFound } from '../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../validation';
import { TRAILS_BY_VERTICAL, TUTORINGS_BY_VERTICAL, VIP_ROOMS_BY_VERTICAL } from './ldi/catalog-seed';
import { seedCourses, type SeededCourse } from './ldi/courses-seed';
import { registerListFiguresRoutes } from './ldi/list-figures-routes';
import { registerPrintRoutes } from './ldi/print-routes';
import { chaptersView, registerReaderRoutes } from './ldi/reader-routes';
import { seedReader, type ReaderState } from './ldi/reader-seed';
import { registerStudyRoutes } from './ldi/study-routes';
import { registerMyCoursesRoutes } from './ldi/my-courses-routes';
import { seedMyCourses, type MyCoursesState } from './ldi/my-courses-seed';
import { registerTrailsRoutes } from './ldi/trails-routes';
import { seedTrailsState, type TrailsState } from './ldi/trails-seed';
import { registerTutoringsRoutes } from './ldi/tutorings-routes';
import { seedTutoringsState, type TutoringsState } from './ldi/tutorings-seed';
import { registerVipRoomsRoutes } from './ldi/vip-rooms-routes';
import { seedVipRoomsState, type SeededVipRoom, type VipRoomsState } from './ldi/vip-rooms-seed';

type WithVertical<T> = T & { vertical: VerticalId };

export interface LdiState {
  courses: SeededCourse[];
  trails: WithVertical<StrategicTrail>[];
  tutorings: WithVertical<Tutoring>[];
  vipRooms: SeededVipRoom[];
  /** course ids in each student's "my courses", by e-mail */
  myCourses: Record<string, number[]>;
  /** item ids each student marked done, by e-mail */
  completedItems: Record<string, number[]>;
  /** custom courses, answers, annotations, last seen and study time of the reader */
  reader: ReaderState;
  /** done marks of courses, classes and videos, and event logs (my-courses-routes.ts) */
  myCoursesPage: MyCoursesState;
  /** done marks of trails and classes, my trails, event logs (trails-routes.ts) */
  trailsPage: TrailsState;
  /** done marks of tutorings and classes, the student's list, event logs (tutorings-routes.ts) */
  tutoringsPage: TutoringsState;
  /** my rooms, done marks of rooms and classes, event logs (vip-rooms-routes.ts) */
  vipRoomsPage: VipRoomsState;
}

/** The student who owns every seeded course (the others start with none). */
export const LDI_SEEDED_EMAIL = 'aluno@exemplo.com.br';

function catalog<T extends { slug: string }>(
  byVertical: Readonly<Record<VerticalId, readonly Omit<T, 'id'>[]>>,
  firstId: number,
): WithVertical<T>[] {
  let id = firstId;
  return VERTICAL_IDS.flatMap((vertical) =>
    byVertical[vertical].map((entry) => ({ ...entry, id: id++, vertical }) as unknown as WithVertical<T>),
  );
}

export function seedLdi(): LdiState {
  const courses = seedCourses();
  const trails = catalog<StrategicTrail>(TRAILS_BY_VERTICAL, 2001);
  const tutorings = catalog<Tutoring>(TUTORINGS_BY_VERTICAL, 3001);
  const vipRooms = catalog<Omit<SeededVipRoom, 'vertical'>>(VIP_ROOMS_BY_VERTICAL, 4001);
  return {
    courses,
    trails,
    trailsPage: seedTrailsState(LDI_SEEDED_EMAIL, trails),
    tutorings,
    tutoringsPage: seedTutoringsState(LDI_SEEDED_EMAIL, tutorings),
    vipRooms,
    vipRoomsPage: seedVipRoomsState(LDI_SEEDED_EMAIL, vipRooms),
    myCourses: { [LDI_SEEDED_EMAIL]: courses.map((course) => course.id) },
    reader: seedReader(),
    myCoursesPage: seedMyCourses(LDI_SEEDED_EMAIL, courses),
    // Ana finished the theory item of every first chapter, and all of the flagship's first chapter.
    completedItems: {
      [LDI_SEEDED_EMAIL]: courses.flatMap((course) => {
        const first = course.chapters[0];
        if (!first) return [];
        return course.slug === 'direito-constitucional-para-concursos'
          ? first.items.map((item) => item.id)
          : first.items.slice(0, 1).map((item) => item.id);
      }),
    },
  };
}

type Params = Record<string, string>;

function registerRoutes(app: FastifyInstance, ctx: BffContext): void {
  const state = () => ctx.state<LdiState>('ldi');
  const myCourseIds = (student: BffStudent): number[] => (state().myCourses[student.email] ??= []);
  const completedIds = (student: BffStudent): number[] => (state().completedItems[student.email] ??= []);
  const signedIn = signedInRoutes(ctx);

  const courseBySlug = (slug: string): SeededCourse => {
    const course = state().courses.find((item) => item.slug === slug);
    if (!course) throw notFound(`Curso não encontrado: ${slug}.`, 'COURSE_NOT_FOUND');
    return course;
  };

  const toCourse = (course: SeededCourse, student: BffStudent): LdiCourse => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    teachers: course.teachers,
    chapters_count: course.chapters.length,
    is_my_course: myCourseIds(student).includes(course.id),
  });

  const progressOf = (course: SeededCourse, student: BffStudent): number => {
    const items = course.chapters.flatMap((chapter) => chapter.items.map((item) => item.id));
    const done = items.filter((id) => completedIds(student).includes(id)).length;
    return items.length === 0 ? 0 : Math.round((done / items.length) * 100);
  };

  app.get(
    '/v3/courses/my-courses',
    signedIn((student, request): { data: MyCourse[] } => {
      const vertical = ctx.vertical(request);
      const owned = myCourseIds(student);
      return {
        data: state()
          .courses.filter((course) => course.vertical === vertical && owned.includes(course.id))
          .map((course) => ({
            ...toCourse(course, student),
            progress: progressOf(course, student),
            is_my_course: true as const,
          })),
      };
    }),
  );

  app.post(
    '/v3/courses/my-courses',
    signedIn((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['id']);
      const id = requireInteger(body.id, 'id', 1, Number.MAX_SAFE_INTEGER);
      const course = state().courses.find((item) => item.id === id);
      if (!course) throw notFound(`Curso ${id} não encontrado.`, 'COURSE_NOT_FOUND');
      const owned = myCourseIds(student);
      if (!owned.includes(id)) owned.push(id);
      reply.code(201);
      return { data: toCourse(course, student) };
    }),
  );

  app.delete(
    '/v3/courses/my-courses',
    signedIn((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['id']);
      const id = requireInteger(body.id, 'id', 1, Number.MAX_SAFE_INTEGER);
      const owned = myCourseIds(student);
      const index = owned.indexOf(id);
      if (index < 0) throw notFound(`O curso ${id} não está em Meus cursos.`, 'COURSE_NOT_FOUND');
      owned.splice(index, 1);
      return { data: { id } };
    }),
  );

  for (const path of ['/v3/courses/slug/:slug', '/v3/mci/courses/slug/:slug']) {
    app.get(
      path,
      signedIn((student, request) => ({
        data: toCourse(courseBySlug((request.params as Params).slug ?? ''), student),
      })),
    );
  }

  app.get(
    '/v3/mci/my-courses/slug/:slug/chapters',
    signedIn((student, request): { data: LdiChapter[] } => {
      const course = courseBySlug((request.params as Params).slug ?? '');
      if (!myCourseIds(student).includes(course.id)) {
        throw new BffHttpError(
          403,
          'Você não tem acesso a este curso. Adicione-o em Meus cursos.',
          'COURSE_NOT_OWNED',
        );
      }
      return { data: chaptersView(course, completedIds(student)) };
    }),
  );

  registerReaderRoutes(app, ctx, {
    courses: () => state().courses,
    reader: () => state().reader,
    myCourseIds,
    completedIds,
    toCourse,
  });
  registerMyCoursesRoutes(app, ctx, {
    courses: () => state().courses,
    state: () => state().myCoursesPage,
    myCourseIds,
    toCourse,
    favoriteIds: (student) => (state().reader.favorites[student.email] ??= []),
    customCount: (student, vertical) =>
      state().reader.customCourses.filter(
        (course) => course.owner === student.email && course.vertical === vertical,
      ).length,
  });
  registerStudyRoutes(app, ctx, {
    courses: () => state().courses,
    reader: () => state().reader,
    myCourseIds,
    toCourse,
  });
  registerListFiguresRoutes(app, ctx, { state, myCourseIds, completedIds });
  registerPrintRoutes(app, ctx, {
    courses: () => state().courses,
    reader: () => state().reader,
    myCourseIds,
  });

  registerTrailsRoutes(app, ctx, { trails: () => state().trails, state: () => state().trailsPage });
  registerTutoringsRoutes(app, ctx, {
    tutorings: () => state().tutorings,
    state: () => state().tutoringsPage,
  });
  registerVipRoomsRoutes(app, ctx, { rooms: () => state().vipRooms, state: () => state().vipRoomsPage });
}

/** ldi endpoints and seeded data (owned by the mfe-ldi team). */
export const ldiArea: BffArea<LdiState> = {
  name: 'ldi',
  seed: seedLdi,
  register: registerRoutes,
};

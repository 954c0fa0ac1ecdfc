import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CatalogCourse,
  CourseDetail,
  CourseSearchHit,
  CourseShelf,
  LdiCourse,
  VerticalId,
} from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { readEventLog } from './event-log';
import { foldText, paginate, positiveQuery, signedInRoutes } from '../../route-helpers';
import { badRequest, notFound } from '../../http-error';
import {
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
  requireString,
  SEARCH_BODY_KEYS,
} from '../../validation';
import type { SeededCourse } from './courses-seed';
import {
  classificationsOf,
  COURSE_SHELVES,
  disciplineOf,
  FEATURED_COURSE_SLUGS,
  PRODUCT_COURSE_SLUGS,
  type MyCoursesState,
} from './my-courses-seed';

/** What the my-courses routes need from the ldi area. */
export interface MyCoursesDeps {
  courses(): SeededCourse[];
  state(): MyCoursesState;
  myCourseIds(student: BffStudent): number[];
  toCourse(course: SeededCourse, student: BffStudent): LdiCourse;
  /** the student's favourite course ids (/v3/mci/favorites) */
  favoriteIds(student: BffStudent): number[];
  /** how many custom courses the student has in a vertical */
  customCount(student: BffStudent, vertical: VerticalId): number;
}

const MAX_ID = Number.MAX_SAFE_INTEGER;
type Query = Record<string, unknown>;

/**
 * My courses (spec 2 §7 Courses and Search): tabs, classifications, the student's catalogue, search v2 of my
 * courses and course shelves, a course's classes and videos with done marks, and event logs; the catalogue
 * of all courses (featured, catalog, by ecommerce item, categorized, its search and the student's
 * categories), each course saying whether it is in the student's list.
 */
export function registerMyCoursesRoutes(app: FastifyInstance, ctx: BffContext, deps: MyCoursesDeps): void {
  const signedIn = signedInRoutes(ctx);
  const listOf = (record: Record<string, number[]>, student: BffStudent) => (record[student.email] ??= []);
  const inVertical = (request: FastifyRequest) => {
    const vertical = ctx.vertical(request);
    return deps.courses().filter((course) => course.vertical === vertical);
  };
  const courseById = (id: number) => {
    const course = deps.courses().find((candidate) => candidate.id === id);
    if (!course) throw notFound(`Curso ${id} não encontrado.`, 'COURSE_NOT_FOUND');
    return course;
  };
  const classesDone = (student: BffStudent) => listOf(deps.state().doneClasses, student);
  const videosDone = (student: BffStudent) => listOf(deps.state().doneVideos, student);
  const coursesDone = (student: BffStudent) => listOf(deps.state().doneCourses, student);
  const progressOf = (course: SeededCourse, student: BffStudent) => {
    const done = course.chapters.filter((chapter) => classesDone(student).includes(chapter.id)).length;
    return course.chapters.length === 0 ? 0 : Math.round((done / course.chapters.length) * 100);
  };
  const hit = (course: SeededCourse, student: BffStudent): CourseSearchHit => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    teachers: course.teachers,
    has_access: deps.myCourseIds(student).includes(course.id),
  });

  /** Ids of a `{name}[n]` list (or repeated `{name}`): numeric only, the screen strips empties (spec 2 §5). */
  const idList = (query: Query, name: string) =>
    Object.entries(query)
      .filter(([key]) => key === name || new RegExp(`^${name}\\[\\d+\\]$`).test(key))
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
      .map((value) => {
        if (typeof value !== 'string' || !/^\d+$/.test(value))
          throw badRequest(`${name} deve conter apenas ids numéricos.`, 'INVALID_CLASSIFICATION');
        return Number(value);
      });
  /** Whether a course is in a category (a discipline) or a sub-category (one of its chapters). */
  const inCategory = (course: SeededCourse, categoryId: number, vertical: VerticalId) =>
    classificationsOf(deps.courses(), vertical).find((entry) => entry.name === disciplineOf(course))?.id ===
      categoryId || course.chapters.some((chapter) => chapter.id === categoryId);

  app.get(
    '/bff/courses/my-courses/tabs',
    signedIn((student, request) => {
      const vertical = ctx.vertical(request);
      const mine = inVertical(request).filter((course) => deps.myCourseIds(student).includes(course.id));
      const favorites = inVertical(request).filter((course) => deps.favoriteIds(student).includes(course.id));
      return {
        data: [
          { id: 'meus-cursos', title: 'Meus cursos', count: mine.length },
          { id: 'favoritos', title: 'Favoritos', count: favorites.length },
          { id: 'personalizados', title: 'Personalizados', count: deps.customCount(student, vertical) },
        ],
      };
    }),
  );

  app.get(
    '/v3/courses/catalog/classifications',
    signedIn((_student, request) => {
      const query = request.query as Query;
      const page = positiveQuery(query.page, 1, 'page');
      const perPage = positiveQuery(query.per_page, 150, 'per_page');
      return paginate(classificationsOf(deps.courses(), ctx.vertical(request)), page, perPage);
    }),
  );

  app.get(
    '/v3/mci/my-courses/catalog',
    signedIn((student, request) => {
      const query = request.query as Query;
      const page = positiveQuery(query.page, 1, 'page');
      const perPage = positiveQuery(query.perPage, 45, 'perPage');
      const ids = idList(query, 'classificationIds');
      const vertical = ctx.vertical(request);
      const includeFavorites = query.includeFavorites === 'true';
      const courses = inVertical(request).filter((course) => {
        const mine =
          deps.myCourseIds(student).includes(course.id) ||
          (includeFavorites && deps.favoriteIds(student).includes(course.id));
        return mine && ids.every((id) => inCategory(course, id, vertical));
      });
      return paginate(
        courses.map((course): CatalogCourse => ({
          ...deps.toCourse(course, student),
          progress: progressOf(course, student),
          is_favorite: deps.favoriteIds(student).includes(course.id),
        })),
        page,
        perPage,
      );
    }),
  );

  const searchBody = (request: FastifyRequest) => {
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, SEARCH_BODY_KEYS);
    const q = body.q === undefined ? '' : requireString(body.q, 'q');
    const page = body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 1000);
    const perPage = body.per_page === undefined ? 10 : requireInteger(body.per_page, 'per_page', 1, 1000);
    const filters = body.filters;
    const onlyHasAccess =
      typeof filters === 'object' && filters !== null && (filters as Query).onlyHasAccess === true;
    return { q: foldText(q.trim()), page, perPage, onlyHasAccess };
  };
  const matches = (course: SeededCourse, q: string) =>
    q === '' ||
    foldText(
      `${course.title} ${course.description} ${course.teachers.map((t) => t.name).join(' ')}`,
    ).includes(q);

  app.get(
    '/v3/courses/featured',
    signedIn((student, request) => {
      const perPage = positiveQuery((request.query as Query).per_page, 20, 'per_page', 20);
      const courses = inVertical(request);
      return {
        data: FEATURED_COURSE_SLUGS[ctx.vertical(request)]
          .flatMap((slug) => courses.filter((course) => course.slug === slug))
          .slice(0, perPage)
          .map((course) => deps.toCourse(course, student)),
      };
    }),
  );

  app.get(
    '/v3/courses/catalog',
    signedIn((student, request) => {
      const query = request.query as Query;
      const page = positiveQuery(query.page, 1, 'page');
      const perPage = positiveQuery(query.per_page, 45, 'per_page');
      const ids = idList(query, 'classification_ids');
      const vertical = ctx.vertical(request);
      const courses = inVertical(request).filter(
        (course) => ids.length === 0 || ids.some((id) => inCategory(course, id, vertical)),
      );
      return paginate(
        courses.map((course) => deps.toCourse(course, student)),
        page,
        perPage,
      );
    }),
  );

  app.get(
    '/v3/courses',
    signedIn((student, request) => {
      const raw = (request.query as Query).ecommerce_item_id;
      if (typeof raw !== 'string' || !/^\d+$/.test(raw))
        throw badRequest('Informe o produto (ecommerce_item_id numérico).', 'INVALID_ECOMMERCE_ITEM');
      const slugs = PRODUCT_COURSE_SLUGS[Number(raw)] ?? [];
      const courses = inVertical(request);
      return {
        data: slugs
          .flatMap((slug) => courses.filter((course) => course.slug === slug))
          .map((course) => deps.toCourse(course, student)),
      };
    }),
  );

  app.get(
    '/bff/courses/catalog-categorized',
    signedIn((student, request) => {
      const vertical = ctx.vertical(request);
      const courses = inVertical(request);
      return {
        data: classificationsOf(deps.courses(), vertical).map(({ children: _children, ...category }) => ({
          ...category,
          courses: courses
            .filter((course) => disciplineOf(course) === category.name)
            .map((course) => deps.toCourse(course, student)),
        })),
      };
    }),
  );

  app.get(
    '/bff/courses/catalog/user-classifications',
    // the categories of the student's vertical (the catalogue's filter for this student)
    signedIn((_student, request) => ({ data: classificationsOf(deps.courses(), ctx.vertical(request)) })),
  );

  app.get(
    '/bff/courses/search-service',
    signedIn((student, request) => {
      const query = request.query as Query;
      const q = typeof query.q === 'string' ? foldText(query.q.trim()) : '';
      const page = positiveQuery(query.page, 1, 'page');
      const perPage = positiveQuery(query.per_page, 10, 'per_page');
      return paginate(
        inVertical(request)
          .filter((course) => matches(course, q))
          .map((course) => hit(course, student)),
        page,
        perPage,
      );
    }),
  );

  app.post(
    '/bff/search/v2/my-courses/aggregated',
    signedIn((student, request) => {
      const { q, page, perPage } = searchBody(request);
      const found = inVertical(request).filter(
        (course) => deps.myCourseIds(student).includes(course.id) && matches(course, q),
      );
      return paginate(
        found.map((course) => hit(course, student)),
        page,
        perPage,
      );
    }),
  );

  const shelf = (
    id: string,
    student: BffStudent,
    request: FastifyRequest,
    search: ReturnType<typeof searchBody>,
  ): CourseShelf & { all: CourseSearchHit[] } => {
    const known = COURSE_SHELVES.find((entry) => entry.id === id);
    if (!known) throw notFound(`Estante ${id} não encontrada.`, 'SHELF_NOT_FOUND');
    const courses = inVertical(request);
    const picked = id === 'novidades' ? courses.slice(-3).reverse() : courses;
    const all = picked
      .filter((course) => matches(course, search.q))
      .map((course) => hit(course, student))
      .filter((entry) => !search.onlyHasAccess || entry.has_access);
    return { ...known, items: all.slice(0, 10), total: all.length, all };
  };

  app.post(
    '/bff/search/v2/courses/shelves',
    signedIn((student, request) => {
      const search = searchBody(request);
      return {
        data: COURSE_SHELVES.map((entry) => {
          const { all: _all, ...rest } = shelf(entry.id, student, request, search);
          return rest;
        }),
      };
    }),
  );

  app.post(
    '/bff/search/v2/courses/shelves/:id',
    signedIn((student, request) => {
      const search = searchBody(request);
      const { all, ...rest } = shelf((request.params as Query).id as string, student, request, search);
      const page = paginate(all, search.page, search.perPage);
      return { data: { ...rest, items: page.data }, pagination: page.pagination };
    }),
  );

  const detail = (course: SeededCourse, student: BffStudent): CourseDetail => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    done: coursesDone(student).includes(course.id),
    progress: progressOf(course, student),
    is_my_course: deps.myCourseIds(student).includes(course.id),
    classes: course.chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      position: chapter.position,
      done: classesDone(student).includes(chapter.id),
      videos: chapter.items.flatMap((item) =>
        item.blocks.flatMap((block) =>
          block.type === 'youtube' || block.type === 'vimeo' || block.type === 'videoMyDocuments'
            ? [
                {
                  id: block.id,
                  title: block.video.title,
                  duration: block.video.duration,
                  done: videosDone(student).includes(block.id),
                },
              ]
            : [],
        ),
      ),
    })),
  });

  const idParam = (request: FastifyRequest) =>
    requireInteger(Number((request.params as Query).id), 'id', 1, MAX_ID);

  app.get(
    '/v3/courses/:id',
    signedIn((student, request) => ({ data: detail(courseById(idParam(request)), student) })),
  );

  for (const [path, value] of [
    ['/v3/courses/done/:id', true],
    ['/v3/courses/not-done/:id', false],
  ] as const) {
    app.put(
      path,
      signedIn((student, request) => {
        const course = courseById(idParam(request));
        const list = coursesDone(student);
        const at = list.indexOf(course.id);
        if (value && at < 0) list.push(course.id);
        if (!value && at >= 0) list.splice(at, 1);
        return { data: detail(course, student) };
      }),
    );
  }

  const classOfBody = (request: FastifyRequest, keys: string[]) => {
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, keys);
    const course = courseById(requireInteger(body.course_id, 'course_id', 1, MAX_ID));
    const classId = requireInteger(body.class_id, 'class_id', 1, MAX_ID);
    const chapter = course.chapters.find((candidate) => candidate.id === classId);
    if (!chapter) throw notFound(`Aula ${classId} não é deste curso.`, 'CLASS_NOT_FOUND');
    return { body, course, chapter };
  };

  for (const [path, value] of [
    ['/v3/courses/class/done', true],
    ['/v3/courses/class/not-done', false],
  ] as const) {
    app.post(
      path,
      signedIn((student, request) => {
        const { course, chapter } = classOfBody(request, ['course_id', 'class_id']);
        const list = classesDone(student);
        const at = list.indexOf(chapter.id);
        if (value && at < 0) list.push(chapter.id);
        if (!value && at >= 0) list.splice(at, 1);
        return { data: detail(course, student) };
      }),
    );
  }

  app.post(
    '/v3/courses/video/done',
    signedIn((student, request) => {
      const { body, course, chapter } = classOfBody(request, ['course_id', 'class_id', 'video_id']);
      const videoId = requireInteger(body.video_id, 'video_id', 1, MAX_ID);
      const known = chapter.items.some((item) => item.blocks.some((block) => block.id === videoId));
      if (!known) throw notFound(`Vídeo ${videoId} não é desta aula.`, 'VIDEO_NOT_FOUND');
      const list = videosDone(student);
      if (!list.includes(videoId)) list.push(videoId);
      return { data: detail(course, student) };
    }),
  );

  const logsOf = (student: BffStudent) => (deps.state().eventLogs[student.email] ??= []);
  app.post(
    '/v3/courses/event-logs',
    signedIn((student, request, reply) => {
      const entry = readEventLog(request.body, 'course_id', courseById);
      logsOf(student).push(entry);
      reply.code(201);
      return { data: entry };
    }),
  );
  app.get(
    '/v3/courses/event-logs',
    signedIn((student, request) => {
      const courseId = (request.query as Query).course_id;
      return {
        data: logsOf(student).filter(
          (entry) => courseId === undefined || entry.course_id === Number(courseId),
        ),
      };
    }),
  );
}

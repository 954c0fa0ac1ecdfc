import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LdiBlock, LdiCourse } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { signedInRoutes } from '../../route-helpers';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody } from '../../validation';
import type { SeededCourse } from './courses-seed';
import type { ReaderState } from './reader-seed';

/** What the study routes need from the ldi area. */
export interface StudyDeps {
  courses(): SeededCourse[];
  reader(): ReaderState;
  myCourseIds(student: BffStudent): number[];
  toCourse(course: SeededCourse, student: BffStudent): LdiCourse;
}

/**
 * Seconds a block is expected to take, for the estimate: videos and casts their length, a text 5 min, a question
 * 3 min, an attachment 10 min, a notebook or list of links 1 min (the seeds carry no estimate of their own).
 */
export function estimatedSeconds(block: LdiBlock): number {
  switch (block.type) {
    case 'youtube':
    case 'vimeo':
    case 'videoMyDocuments':
      return block.video.duration;
    case 'cast':
      return block.cast.track.duration;
    case 'text':
    case 'tiptap':
      return 300;
    case 'question':
      return 180;
    case 'pdfMyDocuments':
      return 600;
    case 'notebook':
    case 'rangeLdiLinks':
      return 60;
  }
}

const MAX_ID = Number.MAX_SAFE_INTEGER;

function idList(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest(`Informe ${field} (lista com pelo menos um id).`);
  return value.map((entry) => requireInteger(entry, field, 1, MAX_ID));
}

/**
 * Study time per chapter and per item (POST /ldi/api/study_time/chapters and /items, from the block times the
 * reader sends), the estimated duration of a document, the student's favourite documents (/v3/mci/favorites) and
 * the chapters opened (accessed contents; the spec names no path, so /v3/mci/accessed-contents).
 */
export function registerStudyRoutes(app: FastifyInstance, ctx: BffContext, deps: StudyDeps): void {
  const signedIn = signedInRoutes(ctx);

  /** An ordinary course in the student's courses, or one of the student's custom courses. */
  const readable = (student: BffStudent, id: number): SeededCourse => {
    const custom = deps.reader().customCourses.find((course) => course.id === id);
    if (custom) {
      if (custom.owner !== student.email) throw notFound(`Curso ${id} não encontrado.`, 'COURSE_NOT_FOUND');
      return custom;
    }
    const course = deps.courses().find((candidate) => candidate.id === id);
    if (!course) throw notFound(`Curso ${id} não encontrado.`, 'COURSE_NOT_FOUND');
    if (!deps.myCourseIds(student).includes(id))
      throw new BffHttpError(403, 'Você não tem acesso a este curso.', 'COURSE_NOT_OWNED');
    return course;
  };
  const secondsOf = (student: BffStudent, blocks: readonly LdiBlock[]) => {
    const times = deps.reader().blockSeconds[student.email] ?? {};
    return blocks.reduce((sum, block) => sum + (times[block.id] ?? 0), 0);
  };
  const courseOfBody = (student: BffStudent, body: Record<string, unknown>) =>
    readable(student, requireInteger(body.course_id, 'course_id', 1, MAX_ID));

  app.post(
    '/ldi/api/study_time/chapters',
    signedIn((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['chapter_ids', 'course_id']);
      const course = courseOfBody(student, body);
      return {
        data: idList(body.chapter_ids, 'chapter_ids').map((id) => {
          const chapter = course.chapters.find((candidate) => candidate.id === id);
          if (!chapter) throw notFound(`Capítulo ${id} não é deste curso.`, 'CHAPTER_NOT_FOUND');
          return {
            chapter_id: id,
            seconds: secondsOf(
              student,
              chapter.items.flatMap((item) => item.blocks),
            ),
          };
        }),
      };
    }),
  );

  app.post(
    '/ldi/api/study_time/items',
    signedIn((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['items', 'course_id']);
      const course = courseOfBody(student, body);
      const items = course.chapters.flatMap((chapter) => chapter.items);
      return {
        data: idList(body.items, 'items').map((id) => {
          const item = items.find((candidate) => candidate.id === id);
          if (!item) throw notFound(`Item ${id} não é deste curso.`, 'ITEM_NOT_FOUND');
          return { item_id: id, seconds: secondsOf(student, item.blocks) };
        }),
      };
    }),
  );

  app.get(
    '/v3/mci/courses/:course/estimate_durations',
    signedIn((student, request) => {
      const course = readable(student, Number((request.params as { course: string }).course));
      const chapters = course.chapters.map((chapter) => ({
        chapter_id: chapter.id,
        seconds: chapter.items
          .flatMap((item) => item.blocks)
          .reduce((sum, block) => sum + estimatedSeconds(block), 0),
      }));
      return {
        data: {
          course_id: course.id,
          seconds: chapters.reduce((sum, chapter) => sum + chapter.seconds, 0),
          chapters,
        },
      };
    }),
  );

  // ── favourites ───────────────────────────────────────────────────────────────────────────────────
  const favoritesOf = (student: BffStudent) => (deps.reader().favorites[student.email] ??= []);
  const favoriteId = (request: FastifyRequest) => {
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['id']);
    return requireInteger(body.id, 'id', 1, MAX_ID);
  };
  app.get(
    '/v3/mci/favorites',
    signedIn((student) => ({
      data: favoritesOf(student).flatMap((id) => {
        const course = deps.courses().find((candidate) => candidate.id === id);
        return course ? [deps.toCourse(course, student)] : [];
      }),
    })),
  );
  app.post(
    '/v3/mci/favorites',
    signedIn((student, request, reply) => {
      const course = readable(student, favoriteId(request));
      const list = favoritesOf(student);
      if (!list.includes(course.id)) list.push(course.id);
      reply.code(201);
      return { data: deps.toCourse(course, student) };
    }),
  );
  app.delete(
    '/v3/mci/favorites',
    signedIn((student, request) => {
      const id = favoriteId(request);
      const list = favoritesOf(student);
      const at = list.indexOf(id);
      if (at < 0) throw notFound(`O curso ${id} não está nos favoritos.`, 'FAVORITE_NOT_FOUND');
      list.splice(at, 1);
      return { data: { id } };
    }),
  );

  // ── accessed contents ────────────────────────────────────────────────────────────────────────────
  const accessedOf = (student: BffStudent) => (deps.reader().accessed[student.email] ??= []);
  app.post(
    '/v3/mci/accessed-contents',
    signedIn((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['course_id', 'document_id', 'course_type']);
      const course = courseOfBody(student, body);
      const documentId = requireInteger(body.document_id, 'document_id', 1, MAX_ID);
      if (!course.chapters.some((chapter) => chapter.id === documentId))
        throw notFound(`Capítulo ${documentId} não é deste curso.`, 'CHAPTER_NOT_FOUND');
      const record = {
        course_id: course.id,
        document_id: documentId,
        course_type: typeof body.course_type === 'string' ? body.course_type : 'course',
        accessed_at: new Date().toISOString(),
      };
      const list = accessedOf(student);
      const at = list.findIndex(
        (entry) => entry.course_id === record.course_id && entry.document_id === record.document_id,
      );
      if (at >= 0) list.splice(at, 1);
      list.push(record);
      reply.code(201);
      return { data: record };
    }),
  );
  app.get(
    '/v3/mci/accessed-contents',
    signedIn((student, request) => {
      const query = request.query as Record<string, unknown>;
      const courseId = query.course_id === undefined ? null : Number(query.course_id);
      if (courseId !== null && !(Number.isInteger(courseId) && courseId > 0))
        throw badRequest('O parâmetro course_id deve ser um número inteiro positivo.');
      return {
        data: accessedOf(student).filter((entry) => courseId === null || entry.course_id === courseId),
      };
    }),
  );
}

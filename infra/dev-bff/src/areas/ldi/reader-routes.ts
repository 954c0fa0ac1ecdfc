import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LdiBlock, LdiBlockType, LdiChapter, LdiCourse } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { signedInRoutes } from '../../route-helpers';
import { BffHttpError, badRequest, notFound } from '../../http-error';
import { parseRange, staticAudioUrl, STATIC_AUDIO_FILES } from '../../static-audio';
import { requireInteger, requireKnownKeys, requireObjectBody, requireString } from '../../validation';
import type { SeededChapter, SeededCourse, SeededItem } from './courses-seed';
import { registerIncidencesRoutes } from './incidences-routes';
import {
  correctAlternativeOf,
  VIEW_MODE_TYPES,
  type AnnotationKind,
  type ReaderState,
  type SeededSelection,
} from './reader-seed';
import { createTinyMp4 } from './tiny-mp4';

/** What the reader routes need from the ldi area. */
export interface ReaderDeps {
  courses(): SeededCourse[];
  reader(): ReaderState;
  myCourseIds(student: BffStudent): number[];
  completedIds(student: BffStudent): number[];
  toCourse(course: SeededCourse, student: BffStudent): LdiCourse;
}

/** Block types each filter query parameter of GET /v3/mci/items/{id} keeps. */
export const BLOCK_FILTERS: Readonly<Record<string, readonly LdiBlockType[]>> = {
  video_only: ['youtube', 'vimeo', 'videoMyDocuments'],
  text_only: ['text', 'tiptap'],
  question_only: ['question', 'notebook'],
  cast_only: ['cast'],
  attachment_only: ['pdfMyDocuments', 'rangeLdiLinks'],
};

/** Items per page default (spec 2 §9). */
const ITEMS_PER_PAGE = 15;
const ANNOTATION_KINDS: readonly AnnotationKind[] = ['highlight', 'note', 'underline', 'strike'];
/** Length of the served videoMyDocuments file (the seeds' durations are nominal). */
export const STATIC_VIDEO_SECONDS = 20;
const NOT_OWNED = 'Você não tem acesso a este curso. Adicione-o em Meus cursos.';

type Params = Record<string, string>;

function queryFlag(value: unknown): boolean {
  return value === '1' || value === 'true';
}

function positiveInt(value: unknown, fallback: number, field: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw badRequest(`O parâmetro ${field} deve ser um número inteiro positivo.`);
  return number;
}

function idParam(request: FastifyRequest, name: string): number {
  return positiveInt((request.params as Params)[name], 0, name);
}

interface Found {
  course: SeededCourse;
  chapter: SeededChapter;
  item: SeededItem;
  custom: boolean;
}

/** A course's chapters as the chapters calls answer them, with the student's done marks. */
export function chaptersView(course: SeededCourse, done: readonly number[]): LdiChapter[] {
  return course.chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    position: chapter.position,
    completed: chapter.items.every((item) => done.includes(item.id)),
    items: chapter.items.map((item) => ({
      id: item.id,
      title: item.title,
      position: item.position,
      completed: done.includes(item.id),
      blocks_count: item.blocks.length,
    })),
  }));
}

/** A minimal one-page PDF naming the file (the seeds' attachments). */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function registerReaderRoutes(app: FastifyInstance, ctx: BffContext, deps: ReaderDeps): void {
  const signedIn = signedInRoutes(ctx);
  const perStudent = <T>(record: Record<string, T[]>, student: BffStudent): T[] =>
    (record[student.email] ??= []);

  const ownedCustom = (student: BffStudent) =>
    deps.reader().customCourses.filter((course) => course.owner === student.email);

  /** The item wherever it is, checked against what the student owns. */
  const findItem = (student: BffStudent, itemId: number): Found => {
    const search = (courses: SeededCourse[], custom: boolean): Found | null => {
      for (const course of courses)
        for (const chapter of course.chapters) {
          const item = chapter.items.find((candidate) => candidate.id === itemId);
          if (item) return { course, chapter, item, custom };
        }
      return null;
    };
    const found = search(deps.courses(), false) ?? search(deps.reader().customCourses, true);
    if (!found) throw notFound(`Item ${itemId} não encontrado.`, 'ITEM_NOT_FOUND');
    const owned = found.custom
      ? (found.course as SeededCourse & { owner: string }).owner === student.email
      : deps.myCourseIds(student).includes(found.course.id);
    if (!owned) throw new BffHttpError(403, NOT_OWNED, 'COURSE_NOT_OWNED');
    return found;
  };

  const findBlock = (student: BffStudent, blockId: number) => {
    const itemId = Math.floor(blockId / 10);
    const found = findItem(student, itemId);
    const block = found.item.blocks.find((candidate) => candidate.id === blockId);
    if (!block) throw notFound(`Bloco ${blockId} não encontrado.`, 'BLOCK_NOT_FOUND');
    return { ...found, block };
  };

  /** An owned course (ordinary or custom) by id, for the per-student course calls. */
  const studentCourse = (student: BffStudent, kind: 'my' | 'custom', id: number): SeededCourse => {
    if (kind === 'custom') {
      const course = ownedCustom(student).find((candidate) => candidate.id === id);
      if (!course) throw notFound(`Curso personalizado ${id} não encontrado.`, 'COURSE_NOT_FOUND');
      return course;
    }
    const course = deps.courses().find((candidate) => candidate.id === id);
    if (!course) throw notFound(`Curso ${id} não encontrado.`, 'COURSE_NOT_FOUND');
    if (!deps.myCourseIds(student).includes(id)) throw new BffHttpError(403, NOT_OWNED, 'COURSE_NOT_OWNED');
    return course;
  };

  const selectionsOf = (student: BffStudent) => perStudent(deps.reader().selections, student);

  // ── items, paged ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v3/mci/items/:id',
    signedIn((student, request) => {
      const query = request.query as Record<string, unknown>;
      const page = positiveInt(query.page, 1, 'page');
      const perPage = positiveInt(query.per_page, ITEMS_PER_PAGE, 'per_page');
      if (query.order !== undefined && query.order !== 'asc' && query.order !== 'desc')
        throw badRequest('O parâmetro order deve ser asc ou desc.');
      const viewMode = query.view_mode === undefined ? 'complete' : String(query.view_mode);
      if (!(viewMode in VIEW_MODE_TYPES))
        throw badRequest(
          `O parâmetro view_mode deve ser um de: ${Object.keys(VIEW_MODE_TYPES).join(', ')}.`,
          'INVALID_VIEW_MODE',
        );
      const { course, chapter, item } = findItem(student, idParam(request, 'id'));
      const wanted = Object.entries(BLOCK_FILTERS)
        .filter(([param]) => queryFlag(query[param]))
        .flatMap(([, types]) => types);
      const modeTypes = VIEW_MODE_TYPES[viewMode];
      let blocks: LdiBlock[] = item.blocks.filter(
        (block) =>
          (wanted.length === 0 || wanted.includes(block.type)) &&
          (modeTypes == null || modeTypes.includes(block.type)),
      );
      if (viewMode === 'mark') {
        const marked = new Set(selectionsOf(student).map((selection) => selection.block_id));
        blocks = blocks.filter((block) => marked.has(block.id));
      }
      if (query.order === 'desc') blocks = [...blocks].reverse();
      // load_until_block_id: every page up to the one holding that block, in one answer
      let lastPage = page;
      let first = (page - 1) * perPage;
      const until = query.load_until_block_id;
      if (until !== undefined && until !== '') {
        const index = blocks.findIndex((block) => block.id === Number(until));
        if (index >= 0) {
          first = 0;
          lastPage = Math.max(page, Math.floor(index / perPage) + 1);
        }
      }
      const data: Record<string, unknown> = {
        id: item.id,
        title: item.title,
        chapter_id: chapter.id,
        course_id: course.id,
        blocks: blocks.slice(first, lastPage * perPage),
      };
      if (queryFlag(query.should_load_metadata)) {
        data.metadata = {
          completed: deps.completedIds(student).includes(item.id),
          blocks_total: blocks.length,
        };
      }
      return { data, pagination: { page: lastPage, per_page: perPage, total: blocks.length } };
    }),
  );

  // ── questions inside documents ───────────────────────────────────────────────────────────────────
  app.put(
    '/bff/mci/questions/:id/answer',
    signedIn((student, request) => {
      const questionId = idParam(request, 'id');
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['alternative_id', 'block_id', 'course_id', 'chapter_id', 'item_id']);
      const max = Number.MAX_SAFE_INTEGER;
      const alternativeId = requireInteger(body.alternative_id, 'alternative_id', 1, max);
      const blockId = requireInteger(body.block_id, 'block_id', 1, max);
      const courseId = requireInteger(body.course_id, 'course_id', 1, max);
      const chapterId = requireInteger(body.chapter_id, 'chapter_id', 1, max);
      const itemId = requireInteger(body.item_id, 'item_id', 1, max);
      const { block, item, chapter, course } = findBlock(student, blockId);
      if (item.id !== itemId || chapter.id !== chapterId || course.id !== courseId)
        throw badRequest('O bloco não pertence ao curso, capítulo e item informados.', 'BLOCK_MISMATCH');
      if (block.type !== 'question' || block.question.id !== questionId)
        throw badRequest(`O bloco ${blockId} não é a questão ${questionId}.`, 'BLOCK_MISMATCH');
      if (!block.question.alternatives.some((alternative) => alternative.id === alternativeId))
        throw badRequest(`A alternativa ${alternativeId} não é desta questão.`, 'INVALID_ALTERNATIVE');
      const correctId = correctAlternativeOf(block);
      const answer = {
        question_id: questionId,
        alternative_id: alternativeId,
        correct_alternative_id: correctId,
        correct: alternativeId === correctId,
        block_id: blockId,
        item_id: itemId,
        chapter_id: chapterId,
        course_id: courseId,
      };
      const answers = perStudent(deps.reader().answers, student);
      const index = answers.findIndex((entry) => entry.question_id === questionId);
      if (index >= 0) answers.splice(index, 1);
      answers.push(answer);
      return { data: answer };
    }),
  );

  app.get(
    '/bff/mci/questions/already-solved',
    signedIn((student, request) => {
      const query = request.query as Record<string, unknown>;
      const courseId = positiveInt(query.course_id, 0, 'course_id');
      const itemId = query.item_id === undefined ? null : positiveInt(query.item_id, 0, 'item_id');
      return {
        data: perStudent(deps.reader().answers, student).filter(
          (answer) => answer.course_id === courseId && (itemId === null || answer.item_id === itemId),
        ),
      };
    }),
  );

  app.get(
    '/bff/mci/notebook/already-solved/questions',
    signedIn((student, request) => {
      const query = request.query as Record<string, unknown>;
      for (const field of ['notebook_id', 'course_id', 'chapter_id'])
        if (query[field] === undefined || query[field] === '')
          throw badRequest(`Informe ${field}.`, 'MISSING_PARAMETER');
      const courseId = positiveInt(query.course_id, 0, 'course_id');
      const chapterId = positiveInt(query.chapter_id, 0, 'chapter_id');
      return {
        data: perStudent(deps.reader().answers, student)
          .filter((answer) => answer.course_id === courseId && answer.chapter_id === chapterId)
          .map(({ question_id, correct }) => ({ question_id, correct })),
      };
    }),
  );

  // ── done marks and progress ──────────────────────────────────────────────────────────────────────
  for (const [kind, base] of [
    ['my', '/v3/mci/my-courses'],
    ['custom', '/v3/mci/custom-courses'],
  ] as const) {
    const markItems = (student: BffStudent, ids: readonly number[], done: boolean) => {
      const list = deps.completedIds(student);
      for (const id of ids) {
        const at = list.indexOf(id);
        if (done && at < 0) list.push(id);
        if (!done && at >= 0) list.splice(at, 1);
      }
    };
    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url: `${base}/:course/item/:item/completed`,
        handler: signedIn((student, request) => {
          const course = studentCourse(student, kind, idParam(request, 'course'));
          const itemId = idParam(request, 'item');
          if (!course.chapters.some((chapter) => chapter.items.some((item) => item.id === itemId)))
            throw notFound(`Item ${itemId} não é deste curso.`, 'ITEM_NOT_FOUND');
          markItems(student, [itemId], method === 'POST');
          return { data: { item_id: itemId, completed: method === 'POST' } };
        }),
      });
      app.route({
        method,
        url: `${base}/:course/chapter/:chapter/completed`,
        handler: signedIn((student, request) => {
          const course = studentCourse(student, kind, idParam(request, 'course'));
          const chapterId = idParam(request, 'chapter');
          const chapter = course.chapters.find((candidate) => candidate.id === chapterId);
          if (!chapter) throw notFound(`Capítulo ${chapterId} não é deste curso.`, 'CHAPTER_NOT_FOUND');
          markItems(
            student,
            chapter.items.map((item) => item.id),
            method === 'POST',
          );
          return { data: { chapter_id: chapterId, completed: method === 'POST' } };
        }),
      });
    }
    app.post(
      `${base}/:course/changeCompleteItemsStatus`,
      signedIn((student, request) => {
        const course = studentCourse(student, kind, idParam(request, 'course'));
        const body = requireObjectBody(request.body);
        requireKnownKeys(body, ['course_id', 'item_ids', 'value']);
        if (body.course_id !== course.id) throw badRequest('course_id difere do curso do caminho.');
        if (!Array.isArray(body.item_ids) || typeof body.value !== 'boolean')
          throw badRequest('Informe item_ids (lista) e value (booleano).');
        markItems(student, body.item_ids.map(Number), body.value);
        return { data: { item_ids: body.item_ids, value: body.value } };
      }),
    );
    const percentOf = (student: BffStudent, itemIds: number[]) => {
      const done = itemIds.filter((id) => deps.completedIds(student).includes(id)).length;
      return { done, percentage: itemIds.length === 0 ? 0 : Math.round((done / itemIds.length) * 100) };
    };
    app.get(
      `${base}/:course/course-progress`,
      signedIn((student, request) => {
        const course = studentCourse(student, kind, idParam(request, 'course'));
        const items = course.chapters.flatMap((chapter) => chapter.items.map((item) => item.id));
        const { done, percentage } = percentOf(student, items);
        return { data: { percentage, completed_items: done, total_items: items.length } };
      }),
    );
    app.get(
      `${base}/:course/chapter-percentage`,
      signedIn((student, request) => {
        const course = studentCourse(student, kind, idParam(request, 'course'));
        return {
          data: course.chapters.map((chapter) => ({
            chapter_id: chapter.id,
            percentage: percentOf(
              student,
              chapter.items.map((item) => item.id),
            ).percentage,
          })),
        };
      }),
    );
  }

  // ── custom courses ───────────────────────────────────────────────────────────────────────────────
  for (const path of ['/v3/mci/custom-courses', '/v3/mci/custom-courses/']) {
    app.get(
      path,
      signedIn((student, request) => {
        const query = request.query as Record<string, unknown>;
        const page = positiveInt(query.page, 1, 'page');
        const perPage = positiveInt(query.per_page, 20, 'per_page');
        const vertical = ctx.vertical(request);
        const list = ownedCustom(student).filter((course) => course.vertical === vertical);
        return {
          data: list.slice((page - 1) * perPage, page * perPage).map((course) => ({
            ...deps.toCourse(course, student),
            is_my_course: true,
          })),
          ...(queryFlag(query.should_count) ? { total: list.length } : {}),
        };
      }),
    );
  }

  app.get(
    '/v3/mci/custom-courses/:course/chapters',
    signedIn((student, request): { data: LdiChapter[] } => {
      const course = studentCourse(student, 'custom', idParam(request, 'course'));
      return { data: chaptersView(course, deps.completedIds(student)) };
    }),
  );

  // ── track URLs (the dock asks them) ──────────────────────────────────────────────────────────────
  const audioFor = (trackId: number) =>
    staticAudioUrl((STATIC_AUDIO_FILES[trackId % STATIC_AUDIO_FILES.length] ?? STATIC_AUDIO_FILES[0]).id);
  app.post(
    '/v3/mci/my-courses/slug/:slug/track/url',
    signedIn((student, request) => {
      const slug = (request.params as Params).slug ?? '';
      const course = deps.courses().find((candidate) => candidate.slug === slug);
      if (!course) throw notFound(`Curso não encontrado: ${slug || '(sem slug)'}.`, 'COURSE_NOT_FOUND');
      if (!deps.myCourseIds(student).includes(course.id))
        throw new BffHttpError(403, NOT_OWNED, 'COURSE_NOT_OWNED');
      const body = requireObjectBody(request.body);
      const trackId = requireInteger(body.track_id, 'track_id', 1, Number.MAX_SAFE_INTEGER);
      const isTrack = course.chapters.some((chapter) =>
        chapter.items.some((item) =>
          item.blocks.some((block) => block.type === 'cast' && block.cast.track.id === trackId),
        ),
      );
      if (!isTrack) throw notFound(`Faixa ${trackId} não é deste curso.`, 'TRACK_NOT_FOUND');
      return { data: { url: audioFor(trackId) } };
    }),
  );

  app.get(
    '/bff/mci/custom-courses/:course/blocks/:block/cast/:track/url',
    signedIn((student, request) => {
      const course = studentCourse(student, 'custom', idParam(request, 'course'));
      const { block, course: owner } = findBlock(student, idParam(request, 'block'));
      const trackId = idParam(request, 'track');
      if (owner.id !== course.id || block.type !== 'cast' || block.cast.track.id !== trackId)
        throw notFound(`Faixa ${trackId} não é deste bloco.`, 'TRACK_NOT_FOUND');
      return { data: { url: audioFor(trackId) } };
    }),
  );

  // ── text selections (annotations) ────────────────────────────────────────────────────────────────
  const readSelection = (body: Record<string, unknown>, student: BffStudent): Omit<SeededSelection, 'id'> => {
    requireKnownKeys(body, [
      'course_id',
      'chapter_id',
      'item_id',
      'block_id',
      'kind',
      'text',
      'note',
      'course_type',
    ]);
    const max = Number.MAX_SAFE_INTEGER;
    const blockId = requireInteger(body.block_id, 'block_id', 1, max);
    const { course, chapter, item, block } = findBlock(student, blockId);
    if (block.type !== 'text' && block.type !== 'tiptap')
      throw badRequest('Só é possível anotar blocos de texto.', 'INVALID_BLOCK');
    const kind = body.kind as AnnotationKind;
    if (!ANNOTATION_KINDS.includes(kind))
      throw badRequest(`kind deve ser um de: ${ANNOTATION_KINDS.join(', ')}.`, 'INVALID_KIND');
    const text = requireString(body.text, 'text').trim();
    if (!text) throw badRequest('Selecione um trecho do texto.', 'EMPTY_SELECTION');
    const note = body.note === undefined || body.note === null ? null : requireString(body.note, 'note');
    if (kind === 'note' && !note?.trim()) throw badRequest('Escreva a anotação.', 'EMPTY_NOTE');
    return {
      course_id: course.id,
      chapter_id: chapter.id,
      item_id: item.id,
      block_id: blockId,
      kind,
      text,
      note,
      course_type: typeof body.course_type === 'string' ? body.course_type : 'course',
    };
  };

  app.get(
    '/v3/mci/textSelections',
    signedIn((student) => ({ data: selectionsOf(student) })),
  );
  app.post(
    '/v3/mci/textSelections',
    signedIn((student, request, reply) => {
      const selection = {
        id: deps.reader().nextSelectionId++,
        ...readSelection(requireObjectBody(request.body), student),
      };
      selectionsOf(student).push(selection);
      reply.code(201);
      return { data: selection };
    }),
  );
  const ownSelection = (student: BffStudent, request: FastifyRequest) => {
    const id = idParam(request, 'id');
    const selection = selectionsOf(student).find((candidate) => candidate.id === id);
    if (!selection) throw notFound(`Anotação ${id} não encontrada.`, 'SELECTION_NOT_FOUND');
    return selection;
  };
  app.get(
    '/v3/mci/textSelections/:id',
    signedIn((student, request) => ({ data: ownSelection(student, request) })),
  );
  app.put(
    '/v3/mci/textSelections/:id',
    signedIn((student, request) => {
      const selection = ownSelection(student, request);
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['note', 'kind', 'course_type']);
      if (body.kind !== undefined) {
        if (!ANNOTATION_KINDS.includes(body.kind as AnnotationKind))
          throw badRequest(`kind deve ser um de: ${ANNOTATION_KINDS.join(', ')}.`, 'INVALID_KIND');
        selection.kind = body.kind as AnnotationKind;
      }
      if (body.note !== undefined)
        selection.note = body.note === null ? null : requireString(body.note, 'note');
      return { data: selection };
    }),
  );
  app.delete(
    '/v3/mci/textSelections/:id',
    signedIn((student, request) => {
      const selection = ownSelection(student, request);
      const list = selectionsOf(student);
      list.splice(list.indexOf(selection), 1);
      return { data: { id: selection.id } };
    }),
  );
  app.get(
    '/v3/mci/items/:id/selections',
    signedIn((student, request) => {
      const { item } = findItem(student, idParam(request, 'id'));
      return { data: selectionsOf(student).filter((selection) => selection.item_id === item.id) };
    }),
  );
  app.get(
    '/v3/mci/courses/:course/chapter/:chapter/text_selections',
    signedIn((student, request) => {
      const courseId = idParam(request, 'course');
      const chapterId = idParam(request, 'chapter');
      return {
        data: selectionsOf(student).filter(
          (selection) => selection.course_id === courseId && selection.chapter_id === chapterId,
        ),
      };
    }),
  );

  // ── last seen and study time ─────────────────────────────────────────────────────────────────────
  const saveLastSeen = (student: BffStudent, body: Record<string, unknown>, courseId?: number) => {
    requireKnownKeys(body, ['course_id', 'document_id', 'block_id', 'content_mode', 'course_type']);
    const max = Number.MAX_SAFE_INTEGER;
    const record = {
      course_id: courseId ?? requireInteger(body.course_id, 'course_id', 1, max),
      document_id: requireInteger(body.document_id, 'document_id', 1, max),
      block_id:
        body.block_id === null || body.block_id === undefined
          ? null
          : requireInteger(body.block_id, 'block_id', 1, max),
      content_mode: typeof body.content_mode === 'string' ? body.content_mode : 'complete',
      course_type: typeof body.course_type === 'string' ? body.course_type : 'course',
    };
    const list = perStudent(deps.reader().lastSeen, student);
    const at = list.findIndex((entry) => entry.course_id === record.course_id);
    if (at >= 0) list.splice(at, 1);
    list.push(record);
    return { data: record };
  };
  app.post(
    '/v3/mci/studentLastSeen/',
    signedIn((student, request) => saveLastSeen(student, requireObjectBody(request.body))),
  );
  app.post(
    '/v3/mci/personal/:course/last-seen/',
    signedIn((student, request) => {
      const course = studentCourse(student, 'custom', idParam(request, 'course'));
      return saveLastSeen(student, requireObjectBody(request.body), course.id);
    }),
  );
  app.get(
    '/v3/mci/my-courses/:course/last-seen',
    signedIn((student, request) => {
      const courseId = idParam(request, 'course');
      const record = perStudent(deps.reader().lastSeen, student).find(
        (entry) => entry.course_id === courseId,
      );
      if (!record) throw notFound('Nenhum registro de leitura.', 'LAST_SEEN_NOT_FOUND');
      return { data: record };
    }),
  );

  app.get(
    '/v3/mci/blocks/:id/time',
    signedIn((student, request) => {
      const { block } = findBlock(student, idParam(request, 'id'));
      const query = request.query as Record<string, unknown>;
      const seconds = requireInteger(Number(query.current_seconds), 'current_seconds', 0, 86400);
      const times = (deps.reader().blockSeconds[student.email] ??= {});
      times[block.id] = Math.max(times[block.id] ?? 0, seconds);
      return { data: { block_id: block.id, seconds: times[block.id] } };
    }),
  );

  app.get(
    '/ldi/api/study_time/:course/total_elapsed_time',
    signedIn((student, request, reply) => {
      const courseId = idParam(request, 'course');
      const times = deps.reader().blockSeconds[student.email] ?? {};
      const seconds = Object.entries(times)
        .filter(([blockId]) => Math.floor(Number(blockId) / 1000) === courseId)
        .reduce((sum, [, value]) => sum + value, 0);
      if (seconds === 0) return reply.code(404).type('text/plain').send('record not found');
      return { data: { course_id: courseId, seconds } };
    }),
  );

  // ── incidences (incidences-routes.ts: access, one course's incidences, the course list's lookup) ────────
  registerIncidencesRoutes(app, ctx, {
    courses: () => deps.courses(),
    myCourseIds: (student) => deps.myCourseIds(student),
    myCourse: (student, id) => studentCourse(student, 'my', id),
  });

  // ── search inside a document ─────────────────────────────────────────────────────────────────────
  app.get(
    '/ldi/api/busca',
    signedIn((student, request) => {
      const query = request.query as Record<string, unknown>;
      const term = typeof query.term === 'string' ? query.term.trim() : '';
      if (term.length < 2) throw badRequest('Digite pelo menos 2 letras para buscar.', 'TERM_TOO_SHORT');
      const slug = typeof query.slug === 'string' ? query.slug : '';
      const course =
        deps.courses().find((candidate) => candidate.slug === slug) ??
        ownedCustom(student).find((candidate) => candidate.slug === slug);
      if (!course) throw notFound(`Curso não encontrado: ${slug || '(sem slug)'}.`, 'COURSE_NOT_FOUND');
      const needle = term.toLocaleLowerCase('pt-BR');
      const plain = (html: string) =>
        html
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
      const results = course.chapters.flatMap((chapter) =>
        chapter.items.flatMap((item) =>
          item.blocks.flatMap((block) => {
            if (block.type !== 'text' && block.type !== 'tiptap') return [];
            const text = plain(block.content);
            const at = text.toLocaleLowerCase('pt-BR').indexOf(needle);
            if (at < 0) return [];
            return [
              {
                chapter_id: chapter.id,
                chapter_title: chapter.title,
                item_id: item.id,
                item_title: item.title,
                block_id: block.id,
                excerpt: text.slice(Math.max(0, at - 60), at + term.length + 60),
              },
            ];
          }),
        ),
      );
      return {
        data: results,
        content_mode: typeof query.content_mode === 'string' ? query.content_mode : 'complete',
      };
    }),
  );

  // ── files the seeds link to ──────────────────────────────────────────────────────────────────────
  app.get<{ Params: { file: string } }>('/static-bff/arquivos/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)\.pdf$/.exec(request.params.file);
    if (!match) throw notFound(`Arquivo não encontrado: ${request.params.file}.`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${request.params.file}"`)
      .send(tinyPdf(match[1] ?? 'arquivo'));
  });

  // every videoMyDocuments block gets the same small, real video; Range answers let the player seek
  app.get<{ Params: { file: string } }>('/static-bff/videos/:file', async (request, reply) => {
    if (!/^[a-z0-9-]+\.mp4$/.test(request.params.file))
      throw notFound(`Vídeo não encontrado: ${request.params.file}.`);
    const video = (staticVideo ??= createTinyMp4(STATIC_VIDEO_SECONDS));
    reply
      .header('content-type', 'video/mp4')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=3600');
    const range = parseRange(request.headers.range, video.length);
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${video.length}`).send();
    if (range === null) return reply.header('content-length', video.length).send(video);
    const part = video.subarray(range.start, range.end + 1);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${video.length}`)
      .header('content-length', part.length)
      .send(part);
  });
}

/** Generated on first use and shared by every server of the process. */
let staticVideo: Buffer | null = null;

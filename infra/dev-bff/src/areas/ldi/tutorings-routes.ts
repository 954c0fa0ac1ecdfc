import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verticalWording } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { foldText, paginate, positiveQuery, signedInRoutes } from '../../route-helpers';
import { notFound } from '../../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody, requireString } from '../../validation';
import { readEventLog } from './event-log';
import {
  tutoringClassDetail,
  tutoringClasses,
  tutoringClassification,
  tutoringClassifications,
  tutoringShelfTitle,
  type SeededTutoring,
  type TutoringDetail,
  type TutoringEntry,
  type TutoringShelf,
  type TutoringsState,
} from './tutorings-seed';

/** What the tutoring routes need from the ldi area. */
export interface TutoringsDeps {
  tutorings(): SeededTutoring[];
  state(): TutoringsState;
}

const MAX_ID = Number.MAX_SAFE_INTEGER;
const BASE = '/v3/tutorings';
type Query = Record<string, unknown>;

/** Adds or removes `id` in `list`. */
function mark(list: number[], id: number, on: boolean): void {
  const at = list.indexOf(id);
  if (on && at < 0) list.push(id);
  if (!on && at >= 0) list.splice(at, 1);
}

/**
 * Tutorings (spec 2 §7 '/v3/tutorings: filters, my-tutorings, featured, catalog, slug, done, class,
 * event-logs'; main API client): classifications (100 a page), the catalogue (200 a page, filtered by
 * classification), featured (20), the student's list, one tutoring by slug with its classes, one class, done
 * and not done for the tutoring and each class, event logs; plus its shelves through search v2 (onlyHasAccess).
 */
export function registerTutoringsRoutes(app: FastifyInstance, ctx: BffContext, deps: TutoringsDeps): void {
  const signedIn = signedInRoutes(ctx);
  const listOf = (record: Record<string, number[]>, student: BffStudent) => (record[student.email] ??= []);
  const doneClasses = (student: BffStudent) => listOf(deps.state().doneClasses, student);
  const myList = (student: BffStudent) => listOf(deps.state().myTutorings, student);
  const inVertical = (request: FastifyRequest) => {
    const vertical = ctx.vertical(request);
    return deps.tutorings().filter((tutoring) => tutoring.vertical === vertical);
  };
  const entry = (tutoring: SeededTutoring, student: BffStudent): TutoringEntry => ({
    id: tutoring.id,
    slug: tutoring.slug,
    title: tutoring.title,
    description: tutoring.description,
    teachers: tutoring.teachers,
    classes_count: tutoring.classes_count,
    classification: tutoringClassification(tutoring),
    done: listOf(deps.state().doneTutorings, student).includes(tutoring.id),
  });
  const detail = (tutoring: SeededTutoring, student: BffStudent): TutoringDetail => ({
    ...entry(tutoring, student),
    in_my_tutorings: myList(student).includes(tutoring.id),
    classes: tutoringClasses(tutoring, doneClasses(student)),
  });
  const byId = (id: number) => {
    const tutoring = deps.tutorings().find((candidate) => candidate.id === id);
    if (!tutoring) throw notFound(`Conteúdo ${id} não encontrado.`, 'TUTORING_NOT_FOUND');
    return tutoring;
  };
  /** A class id names its tutoring (id × 1000 + position). */
  const classById = (id: number) => {
    const tutoring = deps.tutorings().find((candidate) => candidate.id === Math.floor(id / 1000));
    const position = id % 1000;
    if (!tutoring || position < 1 || position > tutoring.classes_count)
      throw notFound(`Aula ${id} não encontrada.`, 'CLASS_NOT_FOUND');
    return { tutoring, position };
  };
  const idParam = (request: FastifyRequest) =>
    requireInteger(Number((request.params as Query).id), 'id', 1, MAX_ID);
  const idBody = (request: FastifyRequest) => {
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['id']);
    return byId(requireInteger(body.id, 'id', 1, MAX_ID));
  };

  app.get(
    `${BASE}/filters`,
    signedIn((_student, request) => {
      const query = request.query as Query;
      return paginate(
        tutoringClassifications(deps.tutorings(), ctx.vertical(request)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, 100, 'per_page'),
      );
    }),
  );

  app.get(
    `${BASE}/catalog`,
    signedIn((student, request) => {
      const query = request.query as Query;
      const ids = Object.entries(query)
        .filter(([key]) => /^classification_ids(\[\d*\])?$/.test(key))
        .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
        .map((value) => requireInteger(Number(value), 'classification_ids', 1, MAX_ID));
      const names = tutoringClassifications(deps.tutorings(), ctx.vertical(request))
        .filter((classification) => ids.includes(classification.id))
        .map((classification) => classification.name);
      const tutorings = inVertical(request).filter(
        (tutoring) => ids.length === 0 || names.includes(tutoringClassification(tutoring)),
      );
      return paginate(
        tutorings.map((tutoring) => entry(tutoring, student)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, 200, 'per_page'),
      );
    }),
  );

  app.get(
    `${BASE}/featured`,
    signedIn((student, request) => {
      const perPage = positiveQuery((request.query as Query).per_page, 20, 'per_page');
      return {
        data: inVertical(request)
          .slice(0, Math.min(2, perPage))
          .map((tutoring) => entry(tutoring, student)),
      };
    }),
  );

  app.get(
    `${BASE}/my-tutorings`,
    signedIn((student, request) => ({
      data: inVertical(request)
        .filter((tutoring) => myList(student).includes(tutoring.id))
        .map((tutoring) => entry(tutoring, student)),
    })),
  );
  app.post(
    `${BASE}/my-tutorings`,
    signedIn((student, request, reply) => {
      const tutoring = idBody(request);
      mark(myList(student), tutoring.id, true);
      reply.code(201);
      return { data: detail(tutoring, student) };
    }),
  );
  app.delete(
    `${BASE}/my-tutorings`,
    signedIn((student, request) => {
      const tutoring = idBody(request);
      mark(myList(student), tutoring.id, false);
      return { data: detail(tutoring, student) };
    }),
  );

  app.get(
    `${BASE}/slug/:slug`,
    signedIn((student, request) => {
      const slug = (request.params as Query).slug as string;
      const tutoring = deps.tutorings().find((candidate) => candidate.slug === slug);
      if (!tutoring) {
        const word = verticalWording(ctx.vertical(request)).tutoring;
        throw notFound(`${word}: conteúdo não encontrado (${slug}).`, 'TUTORING_NOT_FOUND');
      }
      return { data: detail(tutoring, student) };
    }),
  );

  app.get(
    `${BASE}/class/:id`,
    signedIn((student, request) => {
      const { tutoring, position } = classById(idParam(request));
      return { data: tutoringClassDetail(tutoring, position, doneClasses(student)) };
    }),
  );

  for (const [path, value] of [
    [`${BASE}/done/:id`, true],
    [`${BASE}/not-done/:id`, false],
  ] as const) {
    app.put(
      path,
      signedIn((student, request) => {
        const tutoring = byId(idParam(request));
        mark(listOf(deps.state().doneTutorings, student), tutoring.id, value);
        return { data: detail(tutoring, student) };
      }),
    );
  }

  for (const [path, value] of [
    [`${BASE}/class/done/:id`, true],
    [`${BASE}/class/not-done/:id`, false],
  ] as const) {
    app.put(
      path,
      signedIn((student, request) => {
        const id = idParam(request);
        const { tutoring } = classById(id);
        mark(doneClasses(student), id, value);
        return { data: detail(tutoring, student) };
      }),
    );
  }

  const logsOf = (student: BffStudent) => (deps.state().eventLogs[student.email] ??= []);
  app.post(
    `${BASE}/event-logs`,
    signedIn((student, request, reply) => {
      const logged = readEventLog(request.body, 'tutoring_id', byId);
      if (logged.class_id !== undefined && classById(logged.class_id).tutoring.id !== logged.tutoring_id)
        throw notFound(`Aula ${logged.class_id} não é deste conteúdo.`, 'CLASS_NOT_FOUND');
      logsOf(student).push(logged);
      reply.code(201);
      return { data: logged };
    }),
  );
  /** The student's event logs, newest first; ?tutoring_id= keeps one tutoring's. */
  app.get(
    `${BASE}/event-logs`,
    signedIn((student, request) => {
      const raw = (request.query as Query).tutoring_id;
      const only = raw === undefined ? undefined : requireInteger(Number(raw), 'tutoring_id', 1, MAX_ID);
      return {
        data: logsOf(student)
          .filter((log) => only === undefined || log.tutoring_id === only)
          .slice()
          .reverse(),
      };
    }),
  );

  app.post(
    '/bff/search/v2/tutorings/shelves',
    signedIn((student, request) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, [
        'q',
        'entity_types',
        'shelves',
        'page',
        'per_page',
        'filters',
        'with_available_filters',
      ]);
      const q = foldText((body.q === undefined ? '' : requireString(body.q, 'q')).trim());
      const type = Array.isArray(body.shelves) ? String(body.shelves[0] ?? '') : '';
      const title = tutoringShelfTitle(type, ctx.vertical(request));
      if (!title) throw notFound(`Estante não encontrada: ${type}.`, 'SHELF_NOT_FOUND');
      const filters = body.filters;
      const onlyHasAccess =
        typeof filters === 'object' && filters !== null && (filters as Query).onlyHasAccess === true;
      // only the tutoring area bought gives access (e-commerce 'monitorias')
      const hasAccess = student.ecommerce.monitorias === true;
      const tutorings = inVertical(request);
      const picked = type === 'novidades' ? tutorings.slice().reverse() : tutorings.slice(0, 2);
      const items = picked
        .filter((tutoring) => q === '' || foldText(`${tutoring.title} ${tutoring.description}`).includes(q))
        .filter(() => !onlyHasAccess || hasAccess)
        .map((tutoring) => entry(tutoring, student));
      const page = paginate(
        items,
        body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 1000),
        body.per_page === undefined ? 10 : requireInteger(body.per_page, 'per_page', 1, 1000),
      );
      const data: TutoringShelf = { type, title, items: page.data, total: items.length };
      return { data, pagination: page.pagination };
    }),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StrategicTrail, StrategicTrailDetail, StrategicTrailShelf } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { readEventLog } from './event-log';
import { foldText, paginate, positiveQuery, signedInRoutes } from '../../route-helpers';
import { badRequest, notFound } from '../../http-error';
import { requireInteger, requireKnownKeys, requireObjectBody, requireString } from '../../validation';
import {
  TRAIL_SHELVES,
  trailClasses,
  trailClassifications,
  type SeededTrail,
  type TrailsState,
} from './trails-seed';

/** What the trail routes need from the ldi area. */
export interface TrailsDeps {
  trails(): SeededTrail[];
  state(): TrailsState;
}

const MAX_ID = Number.MAX_SAFE_INTEGER;
/** Spec 2 §3: a trail is added to my trails with its id and the title 'minhas-trilhas'. */
export const MY_TRAILS_TITLE = 'minhas-trilhas';
type Query = Record<string, unknown>;

/**
 * Strategic trails (spec 2 §7 Trails; the front end calls them through the strategic-track client): catalogue
 * (classification filter, 200 a page), featured, classifications, filters, one trail by slug or id with its
 * classes, done and not done for the trail and each class, my trails, event logs, shelves and search v2.
 */
export function registerTrailsRoutes(app: FastifyInstance, ctx: BffContext, deps: TrailsDeps): void {
  const signedIn = signedInRoutes(ctx);
  const listOf = (record: Record<string, number[]>, student: BffStudent) => (record[student.email] ??= []);
  const inVertical = (request: FastifyRequest) => {
    const vertical = ctx.vertical(request);
    return deps.trails().filter((trail) => trail.vertical === vertical);
  };
  const entry = (trail: SeededTrail, student: BffStudent): StrategicTrail => ({
    id: trail.id,
    slug: trail.slug,
    title: trail.title,
    description: trail.description,
    classification: trail.classification,
    classes_count: trail.classes_count,
    done: listOf(deps.state().doneTrails, student).includes(trail.id),
  });
  const detail = (trail: SeededTrail, student: BffStudent): StrategicTrailDetail => ({
    ...entry(trail, student),
    in_my_trails: listOf(deps.state().myTrails, student).includes(trail.id),
    classes: trailClasses(trail, listOf(deps.state().doneClasses, student)),
  });
  const byId = (id: number) => {
    const trail = deps.trails().find((candidate) => candidate.id === id);
    if (!trail) throw notFound(`Trilha estratégica ${id} não encontrada.`, 'TRAIL_NOT_FOUND');
    return trail;
  };
  const idParam = (request: FastifyRequest) =>
    requireInteger(Number((request.params as Query).id), 'id', 1, MAX_ID);

  app.get(
    '/v3/strategic-trails/catalog',
    signedIn((student, request) => {
      const query = request.query as Query;
      const page = positiveQuery(query.page, 1, 'page');
      const perPage = positiveQuery(query.per_page, 200, 'per_page');
      const ids = Object.entries(query)
        .filter(([key]) => /^classification_ids(\[\d*\])?$/.test(key))
        .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
        .map((value) => requireInteger(Number(value), 'classification_ids', 1, MAX_ID));
      const names = trailClassifications(deps.trails(), ctx.vertical(request))
        .filter((classification) => ids.includes(classification.id))
        .map((classification) => classification.name);
      const trails = inVertical(request).filter(
        (trail) => ids.length === 0 || names.includes(trail.classification),
      );
      return paginate(
        trails.map((trail) => entry(trail, student)),
        page,
        perPage,
      );
    }),
  );

  app.get(
    '/v3/strategic-trails/featured',
    signedIn((student, request) => {
      const perPage = positiveQuery((request.query as Query).per_page, 20, 'per_page');
      return {
        data: inVertical(request)
          .slice(0, Math.min(3, perPage))
          .map((trail) => entry(trail, student)),
      };
    }),
  );

  app.get(
    '/v3/strategic-trails/classifications',
    signedIn((_student, request) => {
      const query = request.query as Query;
      return paginate(
        trailClassifications(deps.trails(), ctx.vertical(request)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, 100, 'per_page'),
      );
    }),
  );

  app.get(
    '/v3/strategic-trails/filters',
    signedIn((_student, request) => ({
      data: [
        {
          key: 'classification_ids',
          title: 'Áreas',
          options: trailClassifications(deps.trails(), ctx.vertical(request)),
        },
      ],
    })),
  );

  app.get(
    '/v3/strategic-trails/slug/:slug',
    signedIn((student, request) => {
      const slug = (request.params as Query).slug as string;
      const trail = deps.trails().find((candidate) => candidate.slug === slug);
      if (!trail) throw notFound(`Trilha estratégica não encontrada: ${slug}.`);
      return { data: entry(trail, student) };
    }),
  );

  const myTrails = (student: BffStudent) => listOf(deps.state().myTrails, student);
  app.get(
    '/v3/strategic-trails/my-trails',
    signedIn((student, request) => ({
      data: inVertical(request)
        .filter((trail) => myTrails(student).includes(trail.id))
        .map((trail) => entry(trail, student)),
    })),
  );
  app.post(
    '/v3/strategic-trails/my-trails',
    signedIn((student, request, reply) => {
      const body = requireObjectBody(request.body);
      requireKnownKeys(body, ['id', 'title']);
      const trail = byId(requireInteger(body.id, 'id', 1, MAX_ID));
      if (body.title !== MY_TRAILS_TITLE)
        throw badRequest(`O campo title deve ser '${MY_TRAILS_TITLE}'.`, 'INVALID_TITLE');
      if (!myTrails(student).includes(trail.id)) myTrails(student).push(trail.id);
      reply.code(201);
      return { data: detail(trail, student) };
    }),
  );

  app.get(
    '/v3/strategic-trails/:id',
    signedIn((student, request) => ({ data: detail(byId(idParam(request)), student) })),
  );

  for (const [path, value] of [
    ['/v3/strategic-trails/done/:id', true],
    ['/v3/strategic-trails/not-done/:id', false],
  ] as const) {
    app.put(
      path,
      signedIn((student, request) => {
        const trail = byId(idParam(request));
        const list = listOf(deps.state().doneTrails, student);
        const at = list.indexOf(trail.id);
        if (value && at < 0) list.push(trail.id);
        if (!value && at >= 0) list.splice(at, 1);
        return { data: detail(trail, student) };
      }),
    );
  }

  for (const [path, value] of [
    ['/v3/strategic-trails/class/done', true],
    ['/v3/strategic-trails/class/not-done', false],
  ] as const) {
    app.post(
      path,
      signedIn((student, request) => {
        const body = requireObjectBody(request.body);
        requireKnownKeys(body, ['trail_id', 'class_id']);
        const trail = byId(requireInteger(body.trail_id, 'trail_id', 1, MAX_ID));
        const classId = requireInteger(body.class_id, 'class_id', 1, MAX_ID);
        if (!trailClasses(trail, []).some((entry) => entry.id === classId))
          throw notFound(`Aula ${classId} não é desta trilha.`, 'CLASS_NOT_FOUND');
        const list = listOf(deps.state().doneClasses, student);
        const at = list.indexOf(classId);
        if (value && at < 0) list.push(classId);
        if (!value && at >= 0) list.splice(at, 1);
        return { data: detail(trail, student) };
      }),
    );
  }

  const logsOf = (student: BffStudent) => (deps.state().eventLogs[student.email] ??= []);
  app.post(
    '/v3/strategic-trails/event-logs',
    signedIn((student, request, reply) => {
      const logged = readEventLog(request.body, 'trail_id', byId);
      logsOf(student).push(logged);
      reply.code(201);
      return { data: logged };
    }),
  );
  app.get(
    '/v3/strategic-trails/event-logs',
    signedIn((student) => ({ data: logsOf(student) })),
  );

  const searchBody = (request: FastifyRequest) => {
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
    const filters = body.filters;
    return {
      q: foldText((body.q === undefined ? '' : requireString(body.q, 'q')).trim()),
      shelves: Array.isArray(body.shelves) ? body.shelves.map(String) : [],
      page: body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 1000),
      perPage: body.per_page === undefined ? 10 : requireInteger(body.per_page, 'per_page', 1, 1000),
      onlyHasAccess:
        typeof filters === 'object' && filters !== null && (filters as Query).onlyHasAccess === true,
    };
  };
  const matches = (trail: SeededTrail, q: string) =>
    q === '' || foldText(`${trail.title} ${trail.description} ${trail.classification}`).includes(q);

  app.post(
    '/bff/search/v2/strategic-trails',
    signedIn((student, request) => {
      const search = searchBody(request);
      return paginate(
        inVertical(request)
          .filter((trail) => matches(trail, search.q))
          .map((trail) => entry(trail, student)),
        search.page,
        search.perPage,
      );
    }),
  );

  app.post(
    '/bff/search/v2/strategic-trails/shelves',
    signedIn((student, request) => {
      const search = searchBody(request);
      const type = search.shelves[0] ?? '';
      const shelf = TRAIL_SHELVES.find((candidate) => candidate.type === type);
      if (!shelf) throw notFound(`Estante de trilhas não encontrada: ${type}.`, 'SHELF_NOT_FOUND');
      const trails = inVertical(request);
      const picked = type === 'novidades' ? trails.slice(-2).reverse() : trails.slice(0, 3);
      // only the trails area bought gives access (e-commerce 'trilhas')
      const hasAccess = student.ecommerce.trilhas === true;
      const items = picked
        .filter((trail) => matches(trail, search.q))
        .filter(() => !search.onlyHasAccess || hasAccess)
        .map((trail) => entry(trail, student));
      const page = paginate(items, search.page, search.perPage);
      const data: StrategicTrailShelf = { ...shelf, items: page.data, total: items.length };
      return { data, pagination: page.pagination };
    }),
  );
}

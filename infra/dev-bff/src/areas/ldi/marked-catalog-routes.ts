import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VerticalId } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { notFound, type BffHttpError } from '../../http-error';
import { foldText, paginate, positiveQuery, signedInRoutes } from '../../route-helpers';
import {
  requireInteger,
  requireKnownKeys,
  requireObjectBody,
  requireString,
  SEARCH_BODY_KEYS,
} from '../../validation';
import { readEventLog, type EventLog } from './event-log';

/**
 * The routes a catalogue of entries with done marks, a list of the student's own, classes and event logs has
 * (strategic trails, tutorings, VIP rooms: spec 2 §7, spec 3 §7), written once; each catalogue names its paths,
 * page sizes, fields and messages in a `MarkedCatalogSpec`.
 */

export type Query = Record<string, unknown>;
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** What each student did in a marked catalogue, by e-mail; kept until reset. */
export interface MarkedState<K extends string> {
  /** the entries marked done */
  done: Record<string, number[]>;
  doneClasses: Record<string, number[]>;
  /** the student's list: my trails, my tutorings, my rooms */
  mine: Record<string, number[]>;
  eventLogs: Record<string, EventLog<K>[]>;
}

/** A seeded entry of a marked catalogue. */
export interface MarkedItem {
  id: number;
  slug: string;
  vertical: VerticalId;
}

/** A student's list of ids in one record of the state (made empty on first use). */
export function studentList(record: Record<string, number[]>, student: BffStudent): number[] {
  return (record[student.email] ??= []);
}

/** Adds or removes `id` in `list`. */
export function toggle(list: number[], id: number, on: boolean): void {
  const at = list.indexOf(id);
  if (on && at < 0) list.push(id);
  if (!on && at >= 0) list.splice(at, 1);
}

/** The ids of a repeated query parameter: `name[0]=1&name[1]=2`, `name[]=1` or `name=1&name=2`. */
export function idsOf(query: Query, name: string): number[] {
  const key = new RegExp(`^${name}(\\[\\d*\\])?$`);
  return Object.entries(query)
    .filter(([candidate]) => key.test(candidate))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .map((value) => requireInteger(Number(value), name, 1, MAX_ID));
}

/** The `:id` of a route's path. */
export function idParam(request: FastifyRequest): number {
  return requireInteger(Number((request.params as Query).id), 'id', 1, MAX_ID);
}

/** A search v2 body (spec 2 §3 'Search body'): the term folded, the first shelf, the page and onlyHasAccess. */
export function readSearchBody(rawBody: unknown) {
  const body = requireObjectBody(rawBody);
  requireKnownKeys(body, SEARCH_BODY_KEYS);
  const filters = body.filters;
  return {
    q: foldText((body.q === undefined ? '' : requireString(body.q, 'q')).trim()),
    shelf: Array.isArray(body.shelves) ? String(body.shelves[0] ?? '') : '',
    page: body.page === undefined ? 1 : requireInteger(body.page, 'page', 1, 1000),
    perPage: body.per_page === undefined ? 10 : requireInteger(body.per_page, 'per_page', 1, 1000),
    onlyHasAccess:
      typeof filters === 'object' && filters !== null && (filters as Query).onlyHasAccess === true,
  };
}

/** What a marked catalogue names of its own. */
export interface MarkedCatalogSpec<T extends MarkedItem, K extends string> {
  /** '/v3/tutorings' */
  base: string;
  /** the entry's field in event logs (and in a class mark's body): 'trail_id' */
  ownerField: K;
  items(): T[];
  state(): MarkedState<K>;
  /** the entry as the lists give it */
  entry(item: T, student: BffStudent): object;
  /** the entry with its classes and its place in the list: what every change answers */
  detail(item: T, student: BffStudent): object;
  /** the entry with this id, or its own 404 */
  byId(id: number): T;
  /** what slug/{slug} answers, and its 404 */
  slug: { gives: 'entry' | 'detail'; notFound(slug: string, request: FastifyRequest): BffHttpError };
  /** GET {id}: the detail apart from the slug (trails, VIP rooms) */
  detailById: boolean;
  /** the catalogue's classifications ('Áreas'), 100 a page by default */
  classifications: { path: string; of(vertical: VerticalId): { id: number; name: string }[] };
  /** the catalogue's page size and its filters (the query's classification_ids[n]...) */
  catalog: { perPage: number; filter(items: T[], query: Query, request: FastifyRequest): T[] };
  /** the featured entries of a vertical, at most `perPage` (20 by default) */
  featured(items: T[], perPage: number): T[];
  /**
   * The student's list ('my-trails'): POST {id, …extraKeys} adds, checked by `check`; DELETE {id} removes when
   * `remove` is given (`notInList`: the 404 of an entry not in the list, else removing it again is no error).
   */
  list: {
    path: string;
    extraKeys?: string[];
    check?(body: Record<string, unknown>): void;
    remove?: { notInList?(item: T): BffHttpError };
  };
  /**
   * A class's done mark: PUT class/done/{classId} (`ownerOf`: its entry, or a 404), or POST class/done
   * {[ownerField], class_id} (`check`: the class is the entry's, else a 404).
   */
  classMark:
    { in: 'path'; ownerOf(classId: number): T } | { in: 'body'; check(item: T, classId: number): void };
  /** POST event-logs: a check beyond the entry's; GET event-logs: `history` gives one entry's, newest first */
  eventLogs?: { check?(log: EventLog<K>): void; history?: boolean };
  /** POST bff/search/v2/{entity}/shelves: a shelf's title (none: its 404), its entries, who has access */
  shelves?: {
    entity: string;
    title(type: string, request: FastifyRequest): string | undefined;
    notFoundMessage(type: string): string;
    pick(items: T[], type: string): T[];
    matches(item: T, q: string): boolean;
    hasAccess(student: BffStudent): boolean;
  };
}

/**
 * Registers a marked catalogue's routes, each answering only a signed-in student: classifications, catalogue,
 * featured, slug/{slug}, {id}, done and not done of the entry and of a class, the student's list, event logs and
 * search v2 shelves. Gives what the catalogue's own routes need.
 */
export function registerMarkedCatalogRoutes<T extends MarkedItem, K extends string>(
  app: FastifyInstance,
  ctx: BffContext,
  spec: MarkedCatalogSpec<T, K>,
) {
  const { base } = spec;
  const signedIn = signedInRoutes(ctx);
  const inVertical = (request: FastifyRequest) => {
    const vertical = ctx.vertical(request);
    return spec.items().filter((item) => item.vertical === vertical);
  };
  const mine = (student: BffStudent) => studentList(spec.state().mine, student);
  const answer = (item: T, student: BffStudent) => ({ data: spec.detail(item, student) });

  app.get(
    `${base}/${spec.classifications.path}`,
    signedIn((_student, request) => {
      const query = request.query as Query;
      return paginate(
        spec.classifications.of(ctx.vertical(request)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, 100, 'per_page'),
      );
    }),
  );

  app.get(
    `${base}/catalog`,
    signedIn((student, request) => {
      const query = request.query as Query;
      const items = spec.catalog.filter(inVertical(request), query, request);
      return paginate(
        items.map((item) => spec.entry(item, student)),
        positiveQuery(query.page, 1, 'page'),
        positiveQuery(query.per_page, spec.catalog.perPage, 'per_page'),
      );
    }),
  );

  app.get(
    `${base}/featured`,
    signedIn((student, request) => {
      const perPage = positiveQuery((request.query as Query).per_page, 20, 'per_page');
      return { data: spec.featured(inVertical(request), perPage).map((item) => spec.entry(item, student)) };
    }),
  );

  app.get(
    `${base}/slug/:slug`,
    signedIn((student, request) => {
      const slug = (request.params as Query).slug as string;
      const item = spec.items().find((candidate) => candidate.slug === slug);
      if (!item) throw spec.slug.notFound(slug, request);
      return { data: spec.slug.gives === 'detail' ? spec.detail(item, student) : spec.entry(item, student) };
    }),
  );

  if (spec.detailById)
    app.get(
      `${base}/:id`,
      signedIn((student, request) => answer(spec.byId(idParam(request)), student)),
    );

  for (const [mark, done] of [
    ['done', true],
    ['not-done', false],
  ] as const) {
    app.put(
      `${base}/${mark}/:id`,
      signedIn((student, request) => {
        const item = spec.byId(idParam(request));
        toggle(studentList(spec.state().done, student), item.id, done);
        return answer(item, student);
      }),
    );

    const markClass = (student: BffStudent, item: T, classId: number) => {
      toggle(studentList(spec.state().doneClasses, student), classId, done);
      return answer(item, student);
    };
    const { classMark } = spec;
    if (classMark.in === 'path')
      app.put(
        `${base}/class/${mark}/:id`,
        signedIn((student, request) => {
          const classId = idParam(request);
          return markClass(student, classMark.ownerOf(classId), classId);
        }),
      );
    else
      app.post(
        `${base}/class/${mark}`,
        signedIn((student, request) => {
          const body = requireObjectBody(request.body);
          requireKnownKeys(body, [spec.ownerField, 'class_id']);
          const item = spec.byId(requireInteger(body[spec.ownerField], spec.ownerField, 1, MAX_ID));
          const classId = requireInteger(body.class_id, 'class_id', 1, MAX_ID);
          classMark.check(item, classId);
          return markClass(student, item, classId);
        }),
      );
  }

  const { list } = spec;
  const listed = (request: FastifyRequest) => {
    const body = requireObjectBody(request.body);
    requireKnownKeys(body, ['id', ...(list.extraKeys ?? [])]);
    const item = spec.byId(requireInteger(body.id, 'id', 1, MAX_ID));
    list.check?.(body);
    return item;
  };
  app.get(
    `${base}/${list.path}`,
    signedIn((student, request) => ({
      data: inVertical(request)
        .filter((item) => mine(student).includes(item.id))
        .map((item) => spec.entry(item, student)),
    })),
  );
  app.post(
    `${base}/${list.path}`,
    signedIn((student, request, reply) => {
      const item = listed(request);
      toggle(mine(student), item.id, true);
      reply.code(201);
      return answer(item, student);
    }),
  );
  const { remove } = list;
  if (remove)
    app.delete(
      `${base}/${list.path}`,
      signedIn((student, request) => {
        const item = listed(request);
        if (remove.notInList && !mine(student).includes(item.id)) throw remove.notInList(item);
        toggle(mine(student), item.id, false);
        return answer(item, student);
      }),
    );

  const logsOf = (student: BffStudent) => (spec.state().eventLogs[student.email] ??= []);
  app.post(
    `${base}/event-logs`,
    signedIn((student, request, reply) => {
      const logged = readEventLog(request.body, spec.ownerField, spec.byId);
      spec.eventLogs?.check?.(logged);
      logsOf(student).push(logged);
      reply.code(201);
      return { data: logged };
    }),
  );
  app.get(
    `${base}/event-logs`,
    signedIn((student, request) => {
      if (!spec.eventLogs?.history) return { data: logsOf(student) };
      // one entry's history (?{ownerField}=), newest first
      const raw = (request.query as Query)[spec.ownerField];
      const only = raw === undefined ? undefined : requireInteger(Number(raw), spec.ownerField, 1, MAX_ID);
      return {
        data: logsOf(student)
          .filter((log) => only === undefined || log[spec.ownerField] === only)
          .slice()
          .reverse(),
      };
    }),
  );

  const { shelves } = spec;
  if (shelves)
    app.post(
      `/bff/search/v2/${shelves.entity}/shelves`,
      signedIn((student, request) => {
        const search = readSearchBody(request.body);
        const type = search.shelf;
        const title = shelves.title(type, request);
        if (!title) throw notFound(shelves.notFoundMessage(type), 'SHELF_NOT_FOUND');
        const hasAccess = shelves.hasAccess(student);
        const items = shelves
          .pick(inVertical(request), type)
          .filter((item) => shelves.matches(item, search.q))
          .filter(() => !search.onlyHasAccess || hasAccess)
          .map((item) => spec.entry(item, student));
        const page = paginate(items, search.page, search.perPage);
        return { data: { type, title, items: page.data, total: items.length }, pagination: page.pagination };
      }),
    );

  return { signedIn, inVertical };
}

/**
 * The classifications of a vertical's seeded entries (`nameOf`), ids from `firstId` in the order of the whole
 * seed, so that an id names one classification of one vertical.
 */
export function seededClassifications<T extends { vertical: VerticalId }>(
  items: readonly T[],
  vertical: VerticalId,
  firstId: number,
  nameOf: (item: T) => string,
): { id: number; name: string }[] {
  const keys = [...new Set(items.map((item) => `${item.vertical}:${nameOf(item)}`))];
  return keys
    .map((key, index) => ({ key, id: firstId + index }))
    .filter(({ key }) => key.startsWith(`${vertical}:`))
    .map(({ key, id }) => ({ id, name: key.slice(vertical.length + 1) }));
}

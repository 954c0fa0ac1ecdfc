import type { RecordedRequest, TestRoutes } from 'shared-contracts/testing';
import type { MarkedDetail } from '../create-marked-catalog-api';

/** When the test server says an event was logged (12/08/2025 às 10:30 in São Paulo). */
const LOGGED_AT = '2025-08-12T13:30:00.000Z';

/** An entry as the lists give it: its detail without its classes and its place in the list. */
type EntryOf<D, F extends keyof D> = Omit<D, 'classes' | F>;

/**
 * A test server keeping a marked catalogue's state as the dev BFF does: the entries' details (done marks, the
 * list's field), changed by PUT done/{id} and not-done/{id}, the class marks (`classMarkIn`: PUT
 * class/done/{classId}, or POST class/done {class_id}), POST and DELETE {list} {id}; GET {list} gives the entries
 * in it; POST event-logs keeps each event (newest first in GET event-logs); `detailById`: GET {id}, last of the
 * routes (it would answer any other GET of the catalogue).
 */
export function markServer<D extends MarkedDetail, F extends keyof D & string>({
  base,
  details,
  list,
  classMarkIn,
  detailById = false,
}: {
  /** '/v3/tutorings' */
  base: string;
  details: readonly D[];
  /** the student's list ('my-tutorings') and the detail's field saying an entry is in it ('in_my_tutorings') */
  list: { path: string; field: F };
  classMarkIn: 'path' | 'body';
  detailById?: boolean;
}) {
  const current = new Map(details.map((detail) => [detail.id, detail]));
  const logs: Record<string, unknown>[] = [];
  const idOf = (request: RecordedRequest) => Number(request.path.split('/').at(-1));
  const answer = (id: number, change: (detail: D) => D, status = 200) => {
    const next = change(current.get(id)!);
    current.set(id, next);
    return { status, json: { data: next } };
  };
  const entryOf = ({ classes: _classes, [list.field]: _inList, ...entry }: D) => entry as EntryOf<D, F>;
  const markClass = (classId: number, done: boolean) => {
    const owner = [...current.values()].find((detail) =>
      detail.classes.some((lesson) => lesson.id === classId),
    )!;
    return answer(owner.id, (detail) => ({
      ...detail,
      classes: detail.classes.map((lesson) => (lesson.id === classId ? { ...lesson, done } : lesson)),
    }));
  };
  const classId = (request: RecordedRequest) =>
    classMarkIn === 'path' ? idOf(request) : (request.json as { class_id: number }).class_id;
  const classRoute = (mark: 'done' | 'not-done') =>
    classMarkIn === 'path' ? `PUT ${base}/class/${mark}/:id` : `POST ${base}/class/${mark}`;
  const listedId = (request: RecordedRequest) => (request.json as { id: number }).id;

  const routes: TestRoutes = {
    [`GET ${base}/${list.path}`]: () => ({
      json: { data: [...current.values()].filter((detail) => detail[list.field]).map(entryOf) },
    }),
    [`POST ${base}/${list.path}`]: (request) =>
      answer(listedId(request), (detail) => ({ ...detail, [list.field]: true }), 201),
    [`DELETE ${base}/${list.path}`]: (request) =>
      answer(listedId(request), (detail) => ({ ...detail, [list.field]: false })),
    [`PUT ${base}/done/:id`]: (request) => answer(idOf(request), (detail) => ({ ...detail, done: true })),
    [`PUT ${base}/not-done/:id`]: (request) =>
      answer(idOf(request), (detail) => ({ ...detail, done: false })),
    [classRoute('done')]: (request) => markClass(classId(request), true),
    [classRoute('not-done')]: (request) => markClass(classId(request), false),
    [`POST ${base}/event-logs`]: (request) => {
      const logged = { ...(request.json as Record<string, unknown>), created_at: LOGGED_AT };
      logs.unshift(logged);
      return { status: 201, json: { data: logged } };
    },
    [`GET ${base}/event-logs`]: () => ({ json: { data: logs } }),
    ...(detailById && {
      [`GET ${base}/:id`]: (request: RecordedRequest) => ({ json: { data: current.get(idOf(request)) } }),
    }),
  };
  return {
    routes,
    /** an entry's detail as the server keeps it now */
    detail: (id: number) => current.get(id)!,
    /** an entry as the lists give it now */
    entry: (id: number) => entryOf(current.get(id)!),
  };
}

/** `defaults` with `overrides` put first: the test server answers with the first route that matches. */
export function withOverrides(defaults: TestRoutes, overrides: TestRoutes): TestRoutes {
  const kept = Object.entries(defaults).filter(([key]) => !(key in overrides));
  return { ...overrides, ...Object.fromEntries(kept) };
}

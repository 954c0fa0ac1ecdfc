import { queryOptions } from '@tanstack/react-query';
import type { NoCacheKey, PlatformApi } from 'shared-contracts';
import {
  expectData,
  expectList,
  expectShape,
  isArrayOf,
  isPagination,
  isRecord,
  serviceCall,
  shapeGuard,
  STALE_TIME,
  type Pagination,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../constants';
import { chosenFilters, filterSearchParams, type CatalogFilters } from './catalog-filters';
import { markedChangeEvent, type MarkedChange, type MarkedEventWords } from './marked-change';

/**
 * A catalogue whose entries the student marks done, class by class, and keeps in a list of their own: strategic
 * trails, tutorings and VIP rooms (spec 2 §4, §7; spec 3 §7). Each names its own paths, page sizes, field names
 * and words; the calls and their checks are written once here.
 */

/** A check of an answer's shape. */
export type Guard<T> = (value: unknown) => value is T;

/** What every entry of a marked catalogue has. */
export interface MarkedEntry {
  id: number;
  slug: string;
  title: string;
  description: string;
  classes_count: number;
  done: boolean;
}

/** One class of an entry with its done mark. */
export interface MarkedClass {
  id: number;
  title: string;
  done: boolean;
}

/** An entry with its classes: what every change answers. */
export interface MarkedDetail extends MarkedEntry {
  classes: MarkedClass[];
}

/** One classification (or option of a filter group). */
export interface Classification {
  id: number;
  name: string;
}

/** One page of a catalogue and how many pages there are. */
export interface CatalogPage<E> {
  data: E[];
  lastPage: number;
}

/** The names of one call: its service (the failure log '[mfe-ldi] {service} falhou') and what it answers. */
export interface CallNames {
  service: string;
  what: string;
}

/** What a marked catalogue names of its own. */
export interface MarkedCatalogConfig<E extends MarkedEntry, D extends MarkedDetail, S extends MarkedEntry> {
  /** the first two parts of every query key: a change invalidates them together */
  key: readonly [area: string, resource: string];
  /** the strategic-track client (trails, spec 1 §7) or the main API */
  client: 'api' | 'strategic';
  /** 'v3/tutorings' */
  base: string;
  isEntry: Guard<E>;
  isDetail: Guard<D>;
  /** the entry's field in event logs and in a class mark's body ('trail_id') */
  ownerField: string;
  /** the student's list ('my-trails') and what its POST carries besides the entry's id */
  list: { path: string; body?: Readonly<Record<string, unknown>> };
  /** a class's mark names the class in the path (PUT class/done/{id}) or in the body (POST class/done) */
  classMarkIn: 'path' | 'body';
  /** the next GET of these skips caches after a change (spec 1 §7) */
  noCache?: NoCacheKey;
  events: MarkedEventWords;
  calls: {
    catalog: CallNames & { perPage: number; staleTime: number };
    featured: CallNames & { perPage: number; staleTime: number };
    /** the catalogue's 'Áreas' filter */
    classifications: CallNames & { path: string; perPage: number };
    mine: CallNames;
    /** slug/{slug}: the entry alone, or with its classes (`guard`) */
    bySlug: CallNames & { guard: Guard<S> };
    change: CallNames;
    log: Pick<CallNames, 'service'>;
  };
}

const isClassification = shapeGuard<Classification>({ id: 'number', name: 'string' });

/** `{data: [...], pagination?}` of entries: pagination is absent when everything came at once. */
export function isEntriesPage<E>(isEntry: Guard<E>) {
  return (value: unknown): value is { data: E[]; pagination?: Pagination } =>
    isRecord(value) &&
    isArrayOf(value.data, isEntry) &&
    (value.pagination === undefined || isPagination(value.pagination));
}

/** The queries, the change and the event log of one marked catalogue. */
export function createMarkedCatalogApi<E extends MarkedEntry, D extends MarkedDetail, S extends MarkedEntry>(
  config: MarkedCatalogConfig<E, D, S>,
) {
  const { key, base, calls } = config;
  const clientOf = (platform: PlatformApi) => platform.http[config.client];
  const call = <T>(service: string, run: () => Promise<T>) => serviceCall(AREA_NAME, service, run);
  const isPage = isEntriesPage(config.isEntry);
  const mark = (done: boolean) => (done ? 'done' : 'not-done');
  /** GET {path}?{searchParams}: a checked `{data: [...]}` list (its key part: the path unless named). */
  const listQuery = <T>(
    platform: PlatformApi,
    list: {
      path: string;
      keyPart?: string;
      searchParams?: Record<string, number>;
      guard: Guard<T>;
      names: CallNames;
      staleTime: number;
    },
  ) =>
    queryOptions({
      queryKey: [...key, list.keyPart ?? list.path],
      queryFn: ({ signal }) =>
        call(list.names.service, async () =>
          expectList(
            await clientOf(platform)
              .get(`${base}/${list.path}`, { searchParams: list.searchParams, signal })
              .json<unknown>(),
            list.guard,
            list.names.what,
          ),
        ),
      staleTime: list.staleTime,
    });

  return {
    key,
    base,
    isEntry: config.isEntry,
    isDetail: config.isDetail,
    clientOf,
    /** '{entry}_opened' */
    openedEvent: `${config.events.entry}_opened`,

    /** GET catalog?page&per_page&classification_ids[n]&…: the catalogue, narrowed by the filters. */
    catalog(platform: PlatformApi, filters: CatalogFilters, page = 1) {
      const chosen = chosenFilters(filters);
      return queryOptions({
        queryKey: [...key, 'catalog', chosen, page],
        queryFn: ({ signal }) =>
          call(calls.catalog.service, async (): Promise<CatalogPage<E>> => {
            const searchParams = new URLSearchParams([
              ['page', String(page)],
              ['per_page', String(calls.catalog.perPage)],
              ...filterSearchParams(chosen),
            ]);
            const body = expectShape(
              await clientOf(platform).get(`${base}/catalog`, { searchParams, signal }).json<unknown>(),
              isPage,
              calls.catalog.what,
            );
            return { data: body.data, lastPage: body.pagination?.last_page ?? 1 };
          }),
        staleTime: calls.catalog.staleTime,
      });
    },

    /** GET featured?per_page. */
    featured(platform: PlatformApi) {
      const { perPage, staleTime, ...names } = calls.featured;
      return listQuery(platform, {
        path: 'featured',
        searchParams: { per_page: perPage },
        guard: config.isEntry,
        names,
        staleTime,
      });
    },

    /** GET {classifications}?page=1&per_page: the catalogue's 'Áreas' filter. */
    classifications(platform: PlatformApi) {
      const { path, perPage, ...names } = calls.classifications;
      return listQuery(platform, {
        path,
        keyPart: 'classifications',
        searchParams: { page: 1, per_page: perPage },
        guard: isClassification,
        names,
        staleTime: STALE_TIME.reference,
      });
    },

    /** GET {list}: the entries the student added. */
    mine(platform: PlatformApi) {
      return listQuery(platform, {
        path: config.list.path,
        guard: config.isEntry,
        names: calls.mine,
        staleTime: STALE_TIME.default,
      });
    },

    /** GET slug/{slug}: one entry (a 404 is the area's not-found page). */
    bySlug(platform: PlatformApi, slug: string) {
      return queryOptions({
        queryKey: [...key, 'slug', slug],
        queryFn: ({ signal }) =>
          call(calls.bySlug.service, async () =>
            expectData(
              await clientOf(platform)
                .get(`${base}/slug/${encodeURIComponent(slug)}`, { signal })
                .json<unknown>(),
              calls.bySlug.guard,
              calls.bySlug.what,
            ),
          ),
        staleTime: STALE_TIME.default,
      });
    },

    /**
     * PUT done/{id} or not-done/{id}; the class's mark (PUT class/done/{classId}, or POST class/done
     * {[ownerField]: id, class_id}); POST or DELETE {list} {id, …}. Each answers the entry's new state.
     */
    change(platform: PlatformApi, entryId: number, change: MarkedChange): Promise<D> {
      const client = clientOf(platform);
      const listOptions = { json: { id: entryId, ...config.list.body } };
      return call(calls.change.service, async () => {
        const answer =
          change.kind === 'entry'
            ? client.put(`${base}/${mark(change.done)}/${entryId}`)
            : change.kind === 'class'
              ? config.classMarkIn === 'path'
                ? client.put(`${base}/class/${mark(change.done)}/${change.classId}`)
                : client.post(`${base}/class/${mark(change.done)}`, {
                    json: { [config.ownerField]: entryId, class_id: change.classId },
                  })
              : change.add
                ? client.post(`${base}/${config.list.path}`, listOptions)
                : client.delete(`${base}/${config.list.path}`, listOptions);
        const detail = expectData(await answer.json<unknown>(), config.isDetail, calls.change.what);
        if (config.noCache) platform.http.markNoCache(config.noCache);
        return detail;
      });
    },

    /** The event a change is logged as. */
    changeEvent(change: MarkedChange): string {
      return markedChangeEvent(change, config.events);
    },

    /** POST event-logs {[ownerField], class_id?, event}: what the student did; a failure is logged and swallowed. */
    async logEvent(platform: PlatformApi, entryId: number, event: string, classId?: number): Promise<void> {
      await serviceCall(
        AREA_NAME,
        calls.log.service,
        async () => {
          await clientOf(platform).post(`${base}/event-logs`, {
            json: {
              [config.ownerField]: entryId,
              ...(classId === undefined ? {} : { class_id: classId }),
              event,
            },
          });
        },
        () => undefined,
      );
    },

    /** The key of an entry's event logs (refreshed after each one logged). */
    eventLogsKey(entryId: number) {
      return [...key, 'event-logs', entryId] as const;
    },
  };
}

/** What `createMarkedCatalogApi` gives. */
export type MarkedCatalogApi<
  E extends MarkedEntry = MarkedEntry,
  D extends MarkedDetail = MarkedDetail,
  S extends MarkedEntry = MarkedEntry,
> = ReturnType<typeof createMarkedCatalogApi<E, D, S>>;

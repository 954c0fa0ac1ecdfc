import { queryOptions } from '@tanstack/react-query';
import type { HttpClients } from 'shared-contracts';
import { getDataOrNull, serviceCall } from '../api/service-call';

type GetOptions = NonNullable<Parameters<typeof getDataOrNull>[4]>;

/** What `itemOrNullEndpoint` needs to know of a GET that answers one item's `data`, or 404. */
export interface ItemOrNullEndpointSpec<T, P extends string | number> {
  /** which of the platform's clients asks (`(http) => http.ecommerce`) */
  client: (http: HttpClients) => Parameters<typeof getDataOrNull>[0];
  /** the item's path, its id or slug encoded (`(slug: string) => \`v3/x/${encodeURIComponent(slug)}\``) */
  path: (param: P) => string;
  /** checks the item's `data` */
  guard: (value: unknown) => value is T;
  /** pt-BR, named by the error when the answer is not an item ('recorrência') */
  what: string;
  /** the query key before the id or slug, starting with the area (`[AREA_NAME, 'recurrence']`) */
  key: readonly unknown[];
  /** how long the item is fresh (`STALE_TIME.*`) */
  staleTime: number;
  /** more of ky's options for the GET (`{ credentials: 'include' }`); the query's signal is added */
  request?: Omit<GetOptions, 'signal'>;
}

/**
 * One GET endpoint of one item by its id or slug, `null` when the server has no such item (404: the page
 * shows the item's own "not found", see `ItemQueryPage`): its checked fetcher and its `queryOptions`
 * factory, keyed `[...key, param]`. A failure is logged as spec 2 §8 says and rethrown.
 *
 * ```ts
 * const recurrence = itemOrNullEndpoint(AREA_NAME, 'getRecurrence', {
 *   client: (http) => http.ecommerce,
 *   path: (id: string) => `bff/ecommerce/recurrence/${encodeURIComponent(id)}`,
 *   guard: isRecurrence,
 *   what: 'recorrência',
 *   key: [AREA_NAME, 'recurrence'],
 *   staleTime: STALE_TIME.live,
 * });
 * export const getRecurrence = recurrence.get; // (http, id, signal?) => Promise<Recurrence | null>
 * export const recurrenceQuery = recurrence.query; // (http, id) => queryOptions
 * ```
 */
export function itemOrNullEndpoint<T, P extends string | number>(
  area: string,
  service: string,
  spec: ItemOrNullEndpointSpec<T, P>,
) {
  function get(http: HttpClients, param: P, signal?: AbortSignal): Promise<T | null> {
    return serviceCall(area, service, () =>
      getDataOrNull(spec.client(http), spec.path(param), spec.guard, spec.what, { ...spec.request, signal }),
    );
  }
  function query(http: HttpClients, param: P) {
    return queryOptions({
      queryKey: [...spec.key, param],
      queryFn: ({ signal }) => get(http, param, signal),
      staleTime: spec.staleTime,
    });
  }
  return { get, query };
}

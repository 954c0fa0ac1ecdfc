import { queryOptions } from '@tanstack/react-query';
import type { CastSearchAggregated, CastSearchBody, HttpClients } from 'shared-contracts';
import { FRESH_ON_RETURN } from 'shared-design-system/area';
import { SEARCH_ENTITY_TYPES, SEARCH_PER_PAGE } from '../../../constants';
import { isCastSearchAggregated } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';

/** POST /bff/search/v2/casts/aggregated {q, entity_types, shelves, page, per_page}: albums and tracks. */
export function searchCasts(
  http: HttpClients,
  term: string,
  shelves: readonly number[],
  page: number,
  signal?: AbortSignal,
): Promise<CastSearchAggregated> {
  const json: CastSearchBody = {
    q: term.trim(),
    entity_types: [...SEARCH_ENTITY_TYPES],
    shelves: [...shelves],
    page,
    per_page: SEARCH_PER_PAGE,
  };
  return castService(
    'searchCasts',
    () => http.api.post('bff/search/v2/casts/aggregated', { json, signal }).json<unknown>(),
    isCastSearchAggregated,
    'busca do Cast',
  );
}

/** Cast search results: spec 1 §2 excludes them from caching on return, so they always load fresh. */
export function castSearchQuery(http: HttpClients, term: string, shelves: readonly number[], page: number) {
  return queryOptions({
    queryKey: CAST_QUERY_KEYS.search(term.trim(), shelves, page),
    queryFn: ({ signal }) => searchCasts(http, term, shelves, page, signal),
    ...FRESH_ON_RETURN,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { SEARCH_PER_PAGE, type CourseSearchBody, type PlatformApi } from 'shared-contracts';
import {
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
import type { CallNames, MarkedCatalogApi, MarkedEntry } from './create-marked-catalog-api';

/** One shelf of POST /bff/search/v2/{entity}/shelves ({tipo} of the shelf page's address). */
export interface SearchShelf<E> {
  type: string;
  title: string;
  items: E[];
  total: number;
}

/**
 * POST bff/search/v2/{entity}/shelves {shelves: [type], filters: {onlyHasAccess: true}}: one shelf; the shelf
 * search always forces onlyHasAccess (spec 2 §5).
 */
export function searchShelfQuery<E extends MarkedEntry>(
  api: Pick<MarkedCatalogApi<E>, 'key' | 'clientOf' | 'isEntry'>,
  names: CallNames & { entity: string },
) {
  const isShelf = shapeGuard<SearchShelf<E>>({
    type: 'string',
    title: 'string',
    total: 'number',
    items: (value) => isArrayOf(value, api.isEntry),
  });
  return (platform: PlatformApi, type: string, page: number) =>
    queryOptions({
      queryKey: [...api.key, 'shelf', type, page],
      queryFn: ({ signal }) =>
        serviceCall(AREA_NAME, names.service, async () => {
          const json: CourseSearchBody = {
            q: '',
            entity_types: [names.entity],
            shelves: [type],
            page,
            per_page: SEARCH_PER_PAGE,
            filters: { onlyHasAccess: true },
          };
          return expectShape(
            await api
              .clientOf(platform)
              .post(`bff/search/v2/${names.entity}/shelves`, { json, signal })
              .json<unknown>(),
            (value): value is { data: SearchShelf<E>; pagination: Pagination } =>
              isRecord(value) && isShelf(value.data) && isPagination(value.pagination),
            names.what,
          );
        }),
      staleTime: STALE_TIME.default,
    });
}

import { queryOptions } from '@tanstack/react-query';
import { DISCURSIVE_CATEGORIZED_PER_PAGE, type DiscursiveCategory, type HttpClients } from 'shared-contracts';
import { expectData, hasString, isRecord, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/guards';
import { DISCURSIVES_KEY, isDiscursive } from './get-discursives';

function isCategory(value: unknown): value is DiscursiveCategory {
  return isRecord(value) && hasString(value, 'name') && Array.isArray(value.discursives);
}

/**
 * GET /v3/discursives/catalog-categorized?page=1&perPage=200: the exams grouped by category (an exam of
 * another shape is left out). A failure is logged and rethrown.
 */
export function getDiscursiveCategories(
  http: HttpClients,
  signal?: AbortSignal,
): Promise<DiscursiveCategory[]> {
  return serviceCall(AREA_NAME, 'getDiscursiveCategories', async () => {
    const body = await http.api
      .get('v3/discursives/catalog-categorized', {
        searchParams: { page: 1, perPage: DISCURSIVE_CATEGORIZED_PER_PAGE },
        signal,
      })
      .json<unknown>();
    return expectData(body, isList, 'categorias de simulados')
      .filter(isCategory)
      .map((category) => ({ name: category.name, discursives: category.discursives.filter(isDiscursive) }));
  });
}

/** The categories (their exams' counts change with a submission: under the discursives key). */
export function discursiveCategoriesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [...DISCURSIVES_KEY, 'categorized'] as const,
    queryFn: ({ signal }) => getDiscursiveCategories(http, signal),
    staleTime: STALE_TIME.default,
  });
}

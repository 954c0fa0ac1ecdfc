import { queryOptions } from '@tanstack/react-query';
import { COURSE_CATALOGUE_PER_PAGE, type CatalogCourse, type PlatformApi } from 'shared-contracts';
import { expectShape, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isCatalogCourse, isPagedOf, type Paged } from './course-guards';

/** The filter type of a catalogue narrowed by classifications. */
export const CLASSIFICATION_FILTER_TYPE = 'classification';

/**
 * Spec 2 §5: classification id lists are stripped of empties before the catalogue query; each id left is one
 * `{name}[n]` parameter (`classificationIds[n]` for the student's catalogue, `classification_ids[n]` for the
 * catalogue of all courses).
 */
export function classificationIdParams(
  ids: readonly (string | number | null | undefined)[],
  name = 'classificationIds',
): [string, string][] {
  return ids
    .map((id) => (id === null || id === undefined ? '' : String(id).trim()))
    .filter((id) => id !== '')
    .map((id, index) => [`${name}[${index}]`, id]);
}

/**
 * GET /v3/mci/my-courses/catalog?page&perPage=45&includeFavorites&filter_type&classificationIds[n]: the
 * student's courses in the given categories.
 */
export function getCourseCatalog(
  platform: PlatformApi,
  classificationIds: readonly (string | number | null | undefined)[],
  page: number,
  signal?: AbortSignal,
): Promise<Paged<CatalogCourse>> {
  const searchParams = new URLSearchParams([
    ['page', String(page)],
    ['perPage', String(COURSE_CATALOGUE_PER_PAGE)],
    ['includeFavorites', 'true'],
    ['filter_type', CLASSIFICATION_FILTER_TYPE],
    ...classificationIdParams(classificationIds),
  ]);
  return serviceCall(AREA_NAME, 'getCourseCatalog', async () =>
    expectShape(
      await platform.http.api.get('v3/mci/my-courses/catalog', { searchParams, signal }).json<unknown>(),
      isPagedOf(isCatalogCourse),
      'catálogo de cursos',
    ),
  );
}

export function courseCatalogQuery(
  platform: PlatformApi,
  classificationIds: readonly (string | number | null | undefined)[],
  page: number,
) {
  const ids = classificationIdParams(classificationIds).map(([, id]) => id);
  return queryOptions({
    queryKey: [AREA_NAME, 'my-courses', 'catalog', ids, page],
    queryFn: ({ signal }) => getCourseCatalog(platform, ids, page, signal),
    staleTime: STALE_TIME.default,
  });
}

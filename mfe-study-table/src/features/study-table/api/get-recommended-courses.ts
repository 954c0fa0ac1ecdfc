import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, RecommendedCourse } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME, RECOMMENDED_COURSES_LIMIT } from '../../../constants';

const isRecommendedCourse = shapeGuard<RecommendedCourse>({
  id: 'number',
  title: 'string',
  slug: 'string',
  description: 'string',
});

/** GET /bff/study-table/{goalId}/recommended-courses?limit=3; an empty list on failure (spec 2 §8). */
export function getRecommendedCourses(
  http: HttpClients,
  goalId: number,
  signal?: AbortSignal,
): Promise<RecommendedCourse[]> {
  return serviceCall(
    AREA_NAME,
    'getRecommendedCourses',
    async () => {
      const body = await http.api
        .get(`bff/study-table/${goalId}/recommended-courses`, {
          searchParams: { limit: RECOMMENDED_COURSES_LIMIT },
          signal,
        })
        .json<unknown>();
      return expectList(body, isRecommendedCourse, 'cursos recomendados').slice(0, RECOMMENDED_COURSES_LIMIT);
    },
    () => [],
  );
}

export function recommendedCoursesQuery(http: HttpClients, goalId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'recommended-courses', goalId],
    queryFn: ({ signal }) => getRecommendedCourses(http, goalId, signal),
    staleTime: STALE_TIME.reference,
  });
}

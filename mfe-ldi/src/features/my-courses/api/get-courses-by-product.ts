import { queryOptions } from '@tanstack/react-query';
import type { LdiCourse, PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isLdiCourse, MY_COURSES_KEY } from './get-my-courses';

/** GET /v3/courses?ecommerce_item_id={id} (spec 2 §7 Courses): the courses a product of the shop gives. */
export function getCoursesByProduct(
  platform: PlatformApi,
  ecommerceItemId: number,
  signal?: AbortSignal,
): Promise<LdiCourse[]> {
  return serviceCall(AREA_NAME, 'getCoursesByProduct', async () =>
    expectList(
      await platform.http.api
        .get('v3/courses', { searchParams: { ecommerce_item_id: ecommerceItemId }, signal })
        .json<unknown>(),
      isLdiCourse,
      'cursos do produto',
    ),
  );
}

export function coursesByProductQuery(platform: PlatformApi, ecommerceItemId: number) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'by-product', ecommerceItemId],
    queryFn: ({ signal }) => getCoursesByProduct(platform, ecommerceItemId, signal),
    staleTime: STALE_TIME.default,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { getData, isArrayOf, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { MY_COURSES_KEY } from './get-my-courses';

/** One tab of the my-courses page (GET /bff/courses/my-courses/tabs). */
export interface MyCoursesTab {
  /** 'meus-cursos', 'favoritos', 'personalizados' */
  id: string;
  title: string;
  count: number;
}

const isTab = shapeGuard<MyCoursesTab>({ id: 'string', title: 'string', count: 'number' });

/** GET /bff/courses/my-courses/tabs: which lists the page shows as tabs, with their counts. */
export function myCoursesTabsQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [...MY_COURSES_KEY, 'tabs'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getMyCoursesTabs', () =>
        getData(
          platform.http.api,
          'bff/courses/my-courses/tabs',
          (value): value is MyCoursesTab[] => isArrayOf(value, isTab),
          'abas de meus cursos',
          { signal },
        ),
      ),
    staleTime: STALE_TIME.default,
    // tabs that failed leave the page on its plain course list; coming back does not ask for them again
    // first, so that list shows at once from cache instead of waiting behind the tabs' loading state
    retryOnMount: false,
  });
}

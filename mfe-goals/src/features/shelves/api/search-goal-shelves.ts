import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GoalShelf, GoalShelfSearchBody, GoalsPagination, PlatformApi } from 'shared-contracts';
import { isArrayOf, isRecord, serviceCall, UnexpectedResponseError } from 'shared-design-system/area';
import { AREA_NAME, GOAL_SHELVES_PER_PAGE, GOALS_ENTITY_TYPE } from '../../../constants';
import { isPagination } from '../../goals/api/goal-guards';
import { isGoalShelf } from './is-goal-shelf';

export interface GoalShelvesPage {
  shelves: GoalShelf[];
  pagination: GoalsPagination;
}

/** The search body of spec 2 §3 for the shelves list; spec 2 §5: a shelf search always forces onlyHasAccess true. */
export function shelvesSearchBody(page: number): GoalShelfSearchBody {
  return {
    q: '',
    entity_types: [GOALS_ENTITY_TYPE],
    page,
    per_page: GOAL_SHELVES_PER_PAGE,
    filters: { onlyHasAccess: true },
  };
}

/** POST /bff/search/v2/goals/shelves: the goal shelves the student has access to, 10 a page, each with its first goals. */
export function searchGoalShelves(
  platform: PlatformApi,
  page: number,
  signal?: AbortSignal,
): Promise<GoalShelvesPage> {
  return serviceCall(AREA_NAME, 'searchGoalShelves', async () => {
    const body = await platform.http.api
      .post('bff/search/v2/goals/shelves', { json: shelvesSearchBody(page), signal })
      .json<unknown>();
    const data = isRecord(body) ? body.data : undefined;
    const pagination = isRecord(body) ? body.pagination : undefined;
    if (!isArrayOf(data, isGoalShelf) || !isPagination(pagination))
      throw new UnexpectedResponseError('estantes de objetivos');
    return { shelves: data, pagination };
  });
}

export function goalShelvesSearchQuery(platform: PlatformApi, page: number) {
  return queryOptions({
    queryKey: ['goals', 'shelves-search', page],
    queryFn: ({ signal }) => searchGoalShelves(platform, page, signal),
    // the page on screen stays while the next one loads
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { GOALS_PAGE_SIZE, type Goal, type GoalsExplorerBody, type PlatformApi } from 'shared-contracts';
import {
  expectData,
  isArrayOf,
  isRecord,
  serviceCall,
  STALE_TIME,
  UnexpectedResponseError,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { assertSearchType, type GoalsPage, type GoalsQuery } from './get-goals';
import { isGoal, isPagination } from './goal-guards';

const isGoalList = (value: unknown): value is Goal[] => isArrayOf(value, isGoal);

/** A goals answer ({data: Goal[], pagination}) as a page. */
export function readGoalsPage(body: unknown, what: string): GoalsPage {
  const goals = expectData(body, isGoalList, what);
  const pagination = isRecord(body) ? body.pagination : undefined;
  if (!isPagination(pagination)) throw new UnexpectedResponseError(`paginação de ${what}`);
  return { goals, pagination };
}

/**
 * POST /bff/search/v2/goals-explorer {search_type, name, page, per_page: 15}. The search type must be
 * classification or highlight (spec 2 §5): any other is refused with the exact message before any call.
 */
export async function searchGoalsExplorer(
  platform: PlatformApi,
  query: GoalsQuery,
  signal?: AbortSignal,
): Promise<GoalsPage> {
  assertSearchType(query.searchType);
  const json: GoalsExplorerBody = {
    search_type: query.searchType,
    name: query.name?.trim() ?? '',
    page: query.page ?? 1,
    per_page: GOALS_PAGE_SIZE,
  };
  return serviceCall(AREA_NAME, 'searchGoalsExplorer', async () =>
    readGoalsPage(
      await platform.http.api.post('bff/search/v2/goals-explorer', { json, signal }).json<unknown>(),
      'objetivos',
    ),
  );
}

/** A page of the explorer (reference data: the catalogue changes with the product, not the student). */
export function goalsExplorerQuery(platform: PlatformApi, query: GoalsQuery) {
  return queryOptions({
    queryKey: ['goals', 'explorer', query.searchType, query.name?.trim() ?? '', query.page ?? 1],
    queryFn: ({ signal }) => searchGoalsExplorer(platform, query, signal),
    staleTime: STALE_TIME.reference,
  });
}

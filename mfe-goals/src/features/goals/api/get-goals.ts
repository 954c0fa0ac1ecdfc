import {
  GOALS_PAGE_SIZE,
  type Goal,
  type GoalSearchType,
  type GoalsPagination,
  type PlatformApi,
} from 'shared-contracts';
import { GOAL_SEARCH_TYPES, INVALID_SEARCH_TYPE_MESSAGE } from '../../../constants';
import { queryOptions } from '@tanstack/react-query';
import {
  expectData,
  isArrayOf,
  isRecord,
  STALE_TIME,
  UnexpectedResponseError,
  logServiceFailure,
} from 'shared-design-system/area';
import { isGoal, isPagination } from './goal-guards';

const isGoalList = (value: unknown): value is Goal[] => isArrayOf(value, isGoal);

export interface GoalsQuery {
  page?: number;
  /** classification or highlight (spec 2 §5) */
  searchType: string;
  /** part of the goal's name */
  name?: string;
  /** only the goals of this area (classification id) */
  parentId?: number;
}

export interface GoalsPage {
  goals: Goal[];
  pagination: GoalsPagination;
}

/** Spec 2 §5: the search type must be classification or highlight; anything else is refused before any call. */
export function assertSearchType(searchType: string): asserts searchType is GoalSearchType {
  if (!(GOAL_SEARCH_TYPES as readonly string[]).includes(searchType))
    throw new Error(INVALID_SEARCH_TYPE_MESSAGE);
}

/** GET /bff/goals?page&per_page=15&search_type[&name][&parent_id] */
export async function getGoals(
  platform: PlatformApi,
  query: GoalsQuery,
  signal?: AbortSignal,
): Promise<GoalsPage> {
  assertSearchType(query.searchType);
  try {
    const searchParams = new URLSearchParams({
      page: String(query.page ?? 1),
      per_page: String(GOALS_PAGE_SIZE),
      search_type: query.searchType,
    });
    if (query.name?.trim()) searchParams.set('name', query.name.trim());
    if (query.parentId !== undefined) searchParams.set('parent_id', String(query.parentId));
    const body = await platform.http.api.get('bff/goals', { searchParams, signal }).json<unknown>();
    const goals = expectData(body, isGoalList, 'objetivos');
    const pagination = isRecord(body) ? body.pagination : undefined;
    if (!isPagination(pagination)) throw new UnexpectedResponseError('paginação de objetivos');
    return { goals, pagination };
  } catch (error) {
    logServiceFailure('mfe-goals', 'getGoals', error);
    throw error;
  }
}

/**
 * GET /bff/goals?id={id}&with_details=true&with_classifications_root=true → the goal with its area (the root
 * classification the page shows under its name), or null when there is none with that id.
 */
export async function getGoal(platform: PlatformApi, id: number, signal?: AbortSignal): Promise<Goal | null> {
  try {
    const body = await platform.http.api
      .get('bff/goals', {
        searchParams: { id: String(id), with_details: 'true', with_classifications_root: 'true' },
        signal,
      })
      .json<unknown>();
    return expectData(body, isGoalList, 'objetivo')[0] ?? null;
  } catch (error) {
    logServiceFailure('mfe-goals', 'getGoal', error);
    throw error;
  }
}

/** A page of goals to explore (reference data: the catalogue changes with the product, not the student). */
export function goalsQuery(platform: PlatformApi, query: GoalsQuery) {
  return queryOptions({
    queryKey: [
      'goals',
      'list',
      query.searchType,
      query.name?.trim() ?? '',
      query.parentId ?? null,
      query.page ?? 1,
    ],
    queryFn: ({ signal }) => getGoals(platform, query, signal),
    staleTime: STALE_TIME.reference,
  });
}

/** One goal with its details (null when there is none with that id). */
export function goalQuery(platform: PlatformApi, id: number) {
  return queryOptions({
    queryKey: ['goals', 'goal', id],
    queryFn: ({ signal }) => getGoal(platform, id, signal),
    staleTime: STALE_TIME.reference,
  });
}

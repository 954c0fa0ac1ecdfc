import { queryOptions } from '@tanstack/react-query';
import type { FavoriteGoal, HttpClients, StudyGoalDetails } from 'shared-contracts';
import {
  expectData,
  expectList,
  isArrayOf,
  serviceCall,
  shapeGuard,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isClassification = shapeGuard<{ id: number; name: string }>({ id: 'number', name: 'string' });
const isFavoriteGoal = shapeGuard<FavoriteGoal>({
  id: 'number',
  name: 'string',
  classifications: (value) => isArrayOf(value, isClassification),
});

/** GET /bff/performance/goals/favorites: the student's goals with their classifications. */
export function getFavoriteGoals(http: HttpClients, signal?: AbortSignal): Promise<FavoriteGoal[]> {
  return serviceCall(AREA_NAME, 'getFavoriteGoals', async () => {
    const body = await http.api.get('bff/performance/goals/favorites', { signal }).json<unknown>();
    return expectList(body, isFavoriteGoal, 'objetivos favoritos');
  });
}

/** The student's goals (reference: they change in the goals area, rarely). */
export function favoriteGoalsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'favorite-goals'],
    queryFn: ({ signal }) => getFavoriteGoals(http, signal),
    staleTime: STALE_TIME.reference,
  });
}

const isGoalDetails = shapeGuard<StudyGoalDetails>({
  id: 'number',
  name: 'string',
  description: 'string',
  courses_count: 'number',
  questions_count: 'number',
  exam_date: 'string?',
});

/** GET /bff/study-table/goals/{id}/details. */
export function getGoalDetails(
  http: HttpClients,
  goalId: number,
  signal?: AbortSignal,
): Promise<StudyGoalDetails> {
  return serviceCall(AREA_NAME, 'getGoalDetails', async () => {
    const body = await http.api.get(`bff/study-table/goals/${goalId}/details`, { signal }).json<unknown>();
    return expectData(body, isGoalDetails, 'detalhes do objetivo');
  });
}

export function goalDetailsQuery(http: HttpClients, goalId: number) {
  return queryOptions({
    queryKey: [AREA_NAME, 'goal-details', goalId],
    queryFn: ({ signal }) => getGoalDetails(http, goalId, signal),
    staleTime: STALE_TIME.reference,
  });
}

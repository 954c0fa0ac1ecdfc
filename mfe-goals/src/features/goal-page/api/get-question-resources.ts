import { queryOptions } from '@tanstack/react-query';
import type { GoalQuestionResources, PlatformApi } from 'shared-contracts';
import { expectData, isArrayOf, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isDiscipline = shapeGuard({ id: 'number', name: 'string', questions_count: 'number' });
const isResources = shapeGuard<GoalQuestionResources>({
  total_questions: 'number',
  disciplines: (value) => isArrayOf(value, isDiscipline),
});

/** GET /v3/goals/{id}/questions/resources: the goal's questions, per discipline. */
export function getQuestionResources(platform: PlatformApi, goalId: number, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getQuestionResources', async () =>
    expectData(
      await platform.http.api.get(`v3/goals/${goalId}/questions/resources`, { signal }).json<unknown>(),
      isResources,
      'questões do objetivo',
    ),
  );
}

export function questionResourcesQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'question-resources', goalId],
    queryFn: ({ signal }) => getQuestionResources(platform, goalId, signal),
  });
}

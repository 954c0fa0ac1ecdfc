import { queryOptions } from '@tanstack/react-query';
import type { GoalStudentExam, PlatformApi } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isExam = shapeGuard<GoalStudentExam>({
  id: 'number',
  title: 'string',
  questions_count: 'number',
  duration: 'number',
});

/** GET /v3/goals/student-exam/{id}: the mock exams made for the goal. */
export function getGoalExams(platform: PlatformApi, goalId: number, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getGoalExams', async () =>
    expectList(
      await platform.http.api.get(`v3/goals/student-exam/${goalId}`, { signal }).json<unknown>(),
      isExam,
      'simulados do objetivo',
    ),
  );
}

export function goalExamsQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'student-exams', goalId],
    queryFn: ({ signal }) => getGoalExams(platform, goalId, signal),
  });
}

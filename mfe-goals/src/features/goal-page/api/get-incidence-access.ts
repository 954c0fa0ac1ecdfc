import { queryOptions } from '@tanstack/react-query';
import type { GoalIncidenceAccess, PlatformApi } from 'shared-contracts';
import { expectData, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isAccess = shapeGuard<GoalIncidenceAccess>({ has_access: 'boolean' });

/** GET /objetivos/goals/{id}/has-incidence-access: whether the student sees the goal's subject incidence. */
export function getIncidenceAccess(platform: PlatformApi, goalId: number, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getIncidenceAccess', async () =>
    expectData(
      await platform.http.api
        .get(`objetivos/goals/${goalId}/has-incidence-access`, { signal })
        .json<unknown>(),
      isAccess,
      'acesso à incidência',
    ),
  );
}

export function incidenceAccessQuery(platform: PlatformApi, goalId: number) {
  return queryOptions({
    queryKey: ['goals', 'incidence-access', goalId],
    queryFn: ({ signal }) => getIncidenceAccess(platform, goalId, signal),
  });
}

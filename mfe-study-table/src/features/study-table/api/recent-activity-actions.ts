import type { HttpClients, RecentActivity, RecentActivityUpdate } from 'shared-contracts';
import { expectData, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isRecentActivity } from './get-recent-activities';

/** PUT /v3/study-table/recent-activities/{id} {favorite?, hidden?}: update or hide an activity. */
export function updateRecentActivity(
  http: HttpClients,
  id: number,
  body: RecentActivityUpdate,
): Promise<RecentActivity> {
  return serviceCall(AREA_NAME, 'updateRecentActivity', async () => {
    const answer = await http.api
      .put(`v3/study-table/recent-activities/${id}`, { json: body })
      .json<unknown>();
    return expectData(answer, isRecentActivity, 'atividade recente');
  });
}

/** DELETE /v3/study-table/recent-activities/{id}: remove an activity from the study table. */
export function removeRecentActivity(http: HttpClients, id: number): Promise<void> {
  return serviceCall(AREA_NAME, 'removeRecentActivity', async () => {
    await http.api.delete(`v3/study-table/recent-activities/${id}`);
  });
}

import type { HttpClients } from 'shared-contracts';
import { isRecord } from 'shared-design-system/area';
import { castService } from '../../../lib/cast-response';

const isRemoved = (value: unknown): value is Record<string, unknown> => isRecord(value);

/** DELETE /v3/cast/recent-activities/{id}: hides a track from the student's recent activities. */
export async function removeRecentActivity(http: HttpClients, id: number): Promise<void> {
  await castService(
    'removeRecentActivity',
    () => http.api.delete(`v3/cast/recent-activities/${id}`).json<unknown>(),
    isRemoved,
    'atividade recente',
  );
}

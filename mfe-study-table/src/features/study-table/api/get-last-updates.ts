import type { LastUpdate, PlatformApi } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectList, hasNumber, hasString, isRecord } from 'shared-design-system/area';

function isLastUpdate(value: unknown): value is LastUpdate {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'title') &&
    hasString(value, 'published_at') &&
    hasString(value, 'url')
  );
}

/** GET /v3/study-table/last-updates; an empty list on failure (spec 2 §8). */
export async function getLastUpdates(platform: PlatformApi, signal?: AbortSignal): Promise<LastUpdate[]> {
  try {
    const body = await platform.http.api.get('v3/study-table/last-updates', { signal }).json<unknown>();
    return expectList(body, isLastUpdate, 'últimas atualizações');
  } catch (error) {
    if (signal?.aborted) throw error;
    logFailure('mfe-study-table', 'getLastUpdates', error);
    return [];
  }
}

import type { ExclusiveCourse, PlatformApi } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectList, hasNumber, hasString, isRecord } from 'shared-design-system/area';

function isExclusiveCourse(value: unknown): value is ExclusiveCourse {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'title') && hasString(value, 'slug');
}

/** GET /v3/study-table/exclusive-courses; null on failure, and the section is hidden (spec 2 §8). */
export async function getExclusiveCourses(
  platform: PlatformApi,
  signal?: AbortSignal,
): Promise<ExclusiveCourse[] | null> {
  try {
    const body = await platform.http.api.get('v3/study-table/exclusive-courses', { signal }).json<unknown>();
    return expectList(body, isExclusiveCourse, 'cursos exclusivos');
  } catch (error) {
    if (signal?.aborted) throw error;
    logFailure('mfe-study-table', 'getExclusiveCourses', error);
    return null;
  }
}

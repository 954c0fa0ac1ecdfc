import type { PlatformApi, StudyTableFavorite } from 'shared-contracts';
import { logFailure } from '../../../lib/log-failure';
import { expectList, hasNumber, hasString, isRecord } from 'shared-design-system/area';

function isFavorite(value: unknown): value is StudyTableFavorite {
  return (
    isRecord(value) &&
    hasNumber(value, 'id') &&
    hasString(value, 'title') &&
    hasString(value, 'type') &&
    hasString(value, 'url')
  );
}

/** GET /bff/study-table/favorites */
export async function getFavorites(
  platform: PlatformApi,
  signal?: AbortSignal,
): Promise<StudyTableFavorite[]> {
  try {
    const body = await platform.http.api.get('bff/study-table/favorites', { signal }).json<unknown>();
    return expectList(body, isFavorite, 'favoritos');
  } catch (error) {
    logFailure('mfe-study-table', 'getFavorites', error);
    throw error;
  }
}

import type { LdiCourse, PlatformApi } from 'shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { expectList, hasNumber, isRecord, serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** The part of a favourite (course data plus is_my_course, spec 2 §3) the reader needs. */
export type FavoriteCourse = Pick<LdiCourse, 'id'>;

const isFavorite = (value: unknown): value is FavoriteCourse => isRecord(value) && hasNumber(value, 'id');

/** GET /v3/mci/favorites: the student's favourite documents. */
export function favoritesQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: [AREA_NAME, 'ldi', 'favorites'],
    queryFn: ({ signal }) =>
      serviceCall(AREA_NAME, 'getFavorites', async () => {
        const body = await platform.http.api.get('v3/mci/favorites', { signal }).json<unknown>();
        return expectList(body, isFavorite, 'favoritos');
      }),
  });
}

/** POST (add) or DELETE (remove) /v3/mci/favorites {id}. */
export function setFavorite(platform: PlatformApi, courseId: number, favorite: boolean) {
  return serviceCall(AREA_NAME, 'setFavorite', async () => {
    const options = { json: { id: courseId } };
    await (favorite
      ? platform.http.api.post('v3/mci/favorites', options)
      : platform.http.api.delete('v3/mci/favorites', options));
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { HttpClients, StudyTableFavorite } from 'shared-contracts';
import { expectList, serviceCall, shapeGuard, STALE_TIME } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isFavorite = shapeGuard<StudyTableFavorite>({
  id: 'number',
  title: 'string',
  type: 'string',
  url: 'string',
});

/** GET /bff/study-table/favorites */
export function getFavorites(http: HttpClients, signal?: AbortSignal): Promise<StudyTableFavorite[]> {
  return serviceCall(AREA_NAME, 'getFavorites', async () => {
    const body = await http.api.get('bff/study-table/favorites', { signal }).json<unknown>();
    return expectList(body, isFavorite, 'favoritos');
  });
}

/** What a notebook or exam change makes out of date among the favourites. */
export const FAVORITES_KEY = [AREA_NAME, 'favorites'] as const;

/** Everything the student marked as favourite: live, they mark and unmark things all over the site. */
export function favoritesQuery(http: HttpClients) {
  return queryOptions({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => getFavorites(http, signal),
    staleTime: STALE_TIME.live,
  });
}

/** What POST /bff/study-table/favorites takes. */
export type NewFavorite = Pick<StudyTableFavorite, 'type' | 'title' | 'url'>;

/** POST /bff/study-table/favorites {type, title, url}. */
export function addFavorite(http: HttpClients, favorite: NewFavorite): Promise<void> {
  return serviceCall(AREA_NAME, 'addFavorite', async () => {
    await http.api.post('bff/study-table/favorites', { json: favorite });
  });
}

/** DELETE /bff/study-table/favorites/{id}. */
export function removeFavorite(http: HttpClients, id: number): Promise<void> {
  return serviceCall(AREA_NAME, 'removeFavorite', async () => {
    await http.api.delete(`bff/study-table/favorites/${id}`);
  });
}

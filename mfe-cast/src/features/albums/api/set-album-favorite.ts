import type { HttpClients } from 'shared-contracts';
import { castService } from '../../../lib/cast-response';
import { isRecord } from 'shared-design-system/area';

function isFavoriteAnswer(value: unknown): value is { album_id: number; favorite: boolean } {
  return isRecord(value) && typeof value.favorite === 'boolean';
}

/** POST (favourite) or DELETE (unfavourite) /v3/cast/favorite/album/{id}; resolves to the new state. */
export async function setAlbumFavorite(
  http: HttpClients,
  albumId: number,
  favorite: boolean,
): Promise<boolean> {
  const path = `v3/cast/favorite/album/${albumId}`;
  const answer = await castService(
    favorite ? 'addFavoriteAlbum' : 'removeFavoriteAlbum',
    () => (favorite ? http.api.post(path) : http.api.delete(path)).json<unknown>(),
    isFavoriteAnswer,
    'favorito',
  );
  // the next favourites GET must not come from a cache (spec 1 §7: no-cache key 'favorites')
  http.markNoCache('favorites');
  return answer.favorite;
}

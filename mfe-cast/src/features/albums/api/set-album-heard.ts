import type { CastHeardAnswer, HttpClients } from 'shared-contracts';
import { isHeardAnswer } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';

/** POST (heard) or DELETE (unheard) /v3/cast/albums/heard/{id}. */
export function setAlbumHeard(http: HttpClients, albumId: number, heard: boolean): Promise<CastHeardAnswer> {
  const path = `v3/cast/albums/heard/${albumId}`;
  return castService(
    heard ? 'setAlbumHeard' : 'setAlbumUnheard',
    () => (heard ? http.api.post(path) : http.api.delete(path)).json<unknown>(),
    isHeardAnswer,
    'álbum ouvido',
  );
}

import type { CastAlbumDetail, HttpClients } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { isCastAlbumDetail } from '../../../lib/cast-guards';
import { castCall } from '../../../lib/cast-response';
import { useRemoteData } from '../../../lib/use-remote-data';

/** GET /v3/cast/albums/published/{id}: the album with its tracks in order. */
export function getAlbum(http: HttpClients, id: string, signal?: AbortSignal): Promise<CastAlbumDetail> {
  return castCall(
    () => http.api.get(`v3/cast/albums/published/${encodeURIComponent(id)}`, { signal }).json<unknown>(),
    isCastAlbumDetail,
    'álbum',
  );
}

export function useAlbum(id: string) {
  const { http } = usePlatform();
  return useRemoteData((signal) => getAlbum(http, id, signal), [http, id]);
}

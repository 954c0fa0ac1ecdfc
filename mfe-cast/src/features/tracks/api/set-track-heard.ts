import type { CastHeardAnswer, CastTrackRefBody, HttpClients } from 'shared-contracts';
import { isHeardAnswer } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';

/** POST /v3/cast/tracks/heard {album_id, track_id}: the track was listened to its end. */
export function setTrackHeard(http: HttpClients, track: CastTrackRefBody): Promise<CastHeardAnswer> {
  const json: CastTrackRefBody = { album_id: track.album_id, track_id: track.track_id };
  return castService(
    'setTrackHeard',
    () => http.api.post('v3/cast/tracks/heard', { json }).json<unknown>(),
    isHeardAnswer,
    'faixa ouvida',
  );
}

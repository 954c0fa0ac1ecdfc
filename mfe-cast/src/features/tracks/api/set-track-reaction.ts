import type { CastReaction, CastReactionAnswer, CastTrackRefBody, HttpClients } from 'shared-contracts';
import { isReactionAnswer } from '../../../lib/cast-guards';
import { castService } from '../../../lib/cast-response';

/**
 * POST /v3/cast/favorite/like or /v3/cast/favorite/dislike {album_id, track_id}: the server answers the
 * track's reaction after the call (the same reaction again clears it).
 */
export function setTrackReaction(
  http: HttpClients,
  track: CastTrackRefBody,
  reaction: CastReaction,
): Promise<CastReactionAnswer> {
  const json: CastTrackRefBody = { album_id: track.album_id, track_id: track.track_id };
  return castService(
    reaction === 'like' ? 'likeTrack' : 'dislikeTrack',
    () => http.api.post(`v3/cast/favorite/${reaction}`, { json }).json<unknown>(),
    isReactionAnswer,
    'reação',
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { PlatformApi } from 'shared-contracts';
import { CAST_QUERY_KEYS } from '../lib/cast-query-keys';
import { heardTrackOf } from '../lib/track-end';
import { setTrackHeard } from '../features/tracks/api/set-track-heard';

/** One recorder per platform bus: a second start (a remount, the standalone page) adds no second call. */
const recorders = new WeakMap<object, () => void>();

/**
 * Keeps the area's heard marks (spec 2 §4) in step with the album tracks the dock plays to its end, as the dock
 * says it with 'cast:track-ended', whether or not the cast area is on screen: the student may start an album
 * and go on studying in another area while the dock plays on. A contract 1.3 dock has marked the track heard
 * itself (`heardRecorded`, also when the cast area was never loaded on the page); for a 1.2 dock this
 * recorder marks it (POST /v3/cast/tracks/heard). Started when the remote bootstraps (the first time the host
 * loads it) and kept for the life of the page, unlike the area's React tree, which single-spa unmounts on
 * leaving /cast. Then the area's cached lists are invalidated: on screen they refetch at once, otherwise on
 * the next mount. A failed call is logged by the service and the mark is lost (the track plays to its end
 * again next time). Returns the stop function (tests).
 */
export function startHeardRecorder(
  platform: Pick<PlatformApi, 'bus' | 'http'>,
  queryClient: QueryClient,
): () => void {
  const running = recorders.get(platform.bus);
  if (running) return running;
  const subscription = platform.bus.on('cast:track-ended').subscribe((ended) => {
    const track = heardTrackOf(ended);
    if (!track) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.all });
    // a 1.3 host's dock has marked it already; a 1.2 host's has not
    if (ended.heardRecorded) refresh();
    else
      setTrackHeard(platform.http, track)
        .catch(() => undefined)
        .finally(refresh);
  });
  const stop = () => {
    subscription.unsubscribe();
    recorders.delete(platform.bus);
  };
  recorders.set(platform.bus, stop);
  return stop;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePlatform, type CastState } from 'shared-contracts';
import { CAST_QUERY_KEYS } from '../lib/cast-query-keys';
import { endedTrack } from '../lib/track-end';
import { castStore, lastCastStateAtom } from '../lib/store';
import { setTrackHeard } from '../features/tracks/api/set-track-heard';

/**
 * While the area is mounted, a track the dock plays to its end is marked heard (POST /v3/cast/tracks/heard)
 * and every cast list refreshes to show it (spec 2 §4). The end is read from the dock's 'cast:state's.
 */
export function useHeardOnTrackEnd(): void {
  const { bus, http } = usePlatform();
  const queryClient = useQueryClient();
  const previous = useRef<CastState | null>(castStore.get(lastCastStateAtom));
  const heard = useMutation({
    mutationFn: (track: { album_id: number; track_id: number }) => setTrackHeard(http, track),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.all }),
  });
  const mark = heard.mutate;

  useEffect(() => {
    const subscription = bus.on('cast:state').subscribe((state) => {
      const ended = endedTrack(previous.current, state);
      previous.current = state;
      if (ended) mark(ended);
    });
    return () => subscription.unsubscribe();
  }, [bus, mark]);
}

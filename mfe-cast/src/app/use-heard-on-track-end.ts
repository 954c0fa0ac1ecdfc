import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { CAST_QUERY_KEYS } from '../lib/cast-query-keys';
import { heardTrackOf } from '../lib/track-end';
import { setTrackHeard } from '../features/tracks/api/set-track-heard';

/**
 * While the area is mounted, a track the dock plays to its end is marked heard (POST /v3/cast/tracks/heard)
 * and every cast list refreshes to show it (spec 2 §4). The dock says so with 'cast:track-ended'.
 */
export function useHeardOnTrackEnd(): void {
  const { bus, http } = usePlatform();
  const queryClient = useQueryClient();
  const heard = useMutation({
    mutationFn: (track: { album_id: number; track_id: number }) => setTrackHeard(http, track),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.all }),
  });
  const mark = heard.mutate;

  useEffect(() => {
    const subscription = bus.on('cast:track-ended').subscribe((ended) => {
      const track = heardTrackOf(ended);
      if (track) mark(track);
    });
    return () => subscription.unsubscribe();
  }, [bus, mark]);
}

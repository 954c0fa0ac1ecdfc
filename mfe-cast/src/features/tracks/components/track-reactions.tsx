import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { usePlatform, type CastReactedTrack, type CastReaction } from 'shared-contracts';
import { IconButton } from 'shared-design-system';
import { CAST_QUERY_KEYS } from '../../../lib/cast-query-keys';
import { castErrorMessage } from '../../../lib/cast-response';
import { setTrackReaction } from '../api/set-track-reaction';

/** Like and dislike toggles of one track (spec 2 §4: a track is liked or disliked). */
export function TrackReactions({ track }: { track: CastReactedTrack }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (reaction: CastReaction) =>
      setTrackReaction(platform.http, { album_id: track.album_id, track_id: track.id }, reaction),
    onSuccess: (answer) => {
      // the album page shows it at once; every other list with the track refreshes
      queryClient.setQueryData(CAST_QUERY_KEYS.album(track.album_id), (album: unknown) =>
        withReaction(album, answer.track_id, answer.reaction),
      );
      void queryClient.invalidateQueries({ queryKey: CAST_QUERY_KEYS.all });
    },
    onError: (error) =>
      platform.toast({
        kind: 'error',
        message: castErrorMessage(error, 'Não foi possível registrar sua avaliação da faixa.'),
      }),
  });
  const reaction = change.isPending ? change.variables : track.reaction;
  return (
    <span css={(theme) => ({ display: 'inline-flex', gap: theme.space.xxs })}>
      <IconButton
        size="sm"
        aria-label={`Curtir ${track.title}`}
        aria-pressed={reaction === 'like'}
        disabled={change.isPending}
        onClick={() => change.mutate('like')}
      >
        <ThumbsUp aria-hidden="true" size={16} fill={reaction === 'like' ? 'currentColor' : 'none'} />
      </IconButton>
      <IconButton
        size="sm"
        aria-label={`Não curtir ${track.title}`}
        aria-pressed={reaction === 'dislike'}
        disabled={change.isPending}
        onClick={() => change.mutate('dislike')}
      >
        <ThumbsDown aria-hidden="true" size={16} fill={reaction === 'dislike' ? 'currentColor' : 'none'} />
      </IconButton>
    </span>
  );
}

function withReaction(album: unknown, trackId: number, reaction: CastReaction | null): unknown {
  if (typeof album !== 'object' || album === null || !('tracks' in album) || !Array.isArray(album.tracks))
    return album;
  return {
    ...album,
    tracks: album.tracks.map((item: CastReactedTrack) =>
      item.id === trackId ? { ...item, reaction } : item,
    ),
  };
}

import type { CastAlbumWithReactions } from 'shared-contracts';
import { teacherNames } from '../../../lib/album-grid';
import { TrackRow } from '../../tracks/components/track-row';

export interface TrackListProps {
  album: CastAlbumWithReactions;
  /** id of the track the dock is on (last 'cast:state'), or null */
  nowPlayingId: number | string | null;
  onPlay: (index: number) => void;
}

/**
 * The album's tracks in order, each with its duration, heard state, like/dislike and a play button; the
 * dock's track says 'Tocando agora'.
 */
export function TrackList({ album, nowPlayingId, onPlay }: TrackListProps) {
  return (
    <ol
      aria-label="Faixas"
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs })}
    >
      {album.tracks.map((track, index) => (
        <TrackRow
          key={track.id}
          track={track}
          number={track.order}
          subtitle={teacherNames(track)}
          playing={nowPlayingId !== null && String(nowPlayingId) === String(track.id)}
          onPlay={() => onPlay(index)}
        />
      ))}
    </ol>
  );
}

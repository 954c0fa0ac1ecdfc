import { Play } from 'lucide-react';
import type { CastAlbumDetail } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { NOW_PLAYING_LABEL } from '../../../constants';
import { formatClock, isoDuration } from 'shared-design-system/area';
import { teacherNames } from '../../../lib/album-grid';

export interface TrackListProps {
  album: CastAlbumDetail;
  /** id of the track the dock is on (last 'cast:state'), or null */
  nowPlayingId: number | string | null;
  onPlay: (index: number) => void;
}

/** The album's tracks in order, each with its duration and a play button; the dock's track says 'Tocando agora'. */
export function TrackList({ album, nowPlayingId, onPlay }: TrackListProps) {
  return (
    <ol
      aria-label="Faixas"
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs })}
    >
      {album.tracks.map((track, index) => {
        const playing = nowPlayingId !== null && String(nowPlayingId) === String(track.id);
        return (
          <li
            key={track.id}
            aria-current={playing ? 'true' : undefined}
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr auto auto',
              alignItems: 'center',
              gap: theme.space.sm,
              padding: theme.space.sm,
              borderRadius: theme.radii.md,
              border: `1px solid ${playing ? theme.colors.primary : theme.colors.border}`,
              background: theme.colors.surface,
            })}
          >
            <span
              aria-hidden="true"
              css={(theme) => ({
                color: theme.colors.textMuted,
                minWidth: theme.space.lg,
                textAlign: 'right',
              })}
            >
              {track.order}
            </span>
            <div css={(theme) => ({ display: 'grid', gap: theme.space.xxs })}>
              <span css={{ fontWeight: 600 }}>{track.title}</span>
              <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                {teacherNames(track)}
                {playing && (
                  <strong css={(theme) => ({ marginLeft: theme.space.sm, color: theme.colors.primary })}>
                    {NOW_PLAYING_LABEL}
                  </strong>
                )}
              </span>
            </div>
            <time
              dateTime={isoDuration(track.duration)}
              css={(theme) => ({ fontVariantNumeric: 'tabular-nums', color: theme.colors.textMuted })}
            >
              {formatClock(track.duration)}
            </time>
            <Button
              size="sm"
              variant={playing ? 'primary' : 'secondary'}
              aria-label={`Ouvir ${track.title}`}
              icon={<Play aria-hidden="true" size={16} />}
              onClick={() => onPlay(index)}
            >
              Ouvir
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

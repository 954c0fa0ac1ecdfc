import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CastReactedTrack } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { formatClock, isoDuration } from 'shared-design-system/area';
import { NOW_PLAYING_LABEL, TRACK_HEARD_LABEL, TRACK_UNHEARD_LABEL } from '../../../constants';
import { TrackReactions } from './track-reactions';

export interface TrackRowProps {
  track: CastReactedTrack;
  /** the line under the title (teachers, or album and teachers) */
  subtitle: ReactNode;
  /** shown before the title (the order inside the album) */
  number?: number;
  playing: boolean;
  onPlay: () => void;
}

/** One track of a list: title, heard state, duration, like/dislike and a play button. */
export function TrackRow({ track, subtitle, number, playing, onPlay }: TrackRowProps) {
  return (
    <li
      aria-current={playing ? 'true' : undefined}
      css={(theme) => ({
        // one line on a wide screen; on a phone the duration, reactions and play button go under the title
        // instead of making the list wider than the screen
        display: 'flex',
        flexWrap: 'wrap',
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
        css={(theme) => ({ color: theme.colors.textMuted, minWidth: theme.space.lg, textAlign: 'right' })}
      >
        {number ?? ''}
      </span>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.xxs, flex: '1 1 12em', minWidth: 0 })}>
        <span css={{ fontWeight: 600 }}>{track.title}</span>
        <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
          {subtitle}
          {' · '}
          <span css={(theme) => (track.heard ? { color: theme.colors.success, fontWeight: 600 } : {})}>
            {track.heard ? TRACK_HEARD_LABEL : TRACK_UNHEARD_LABEL}
          </span>
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
      <TrackReactions track={track} />
      <Button
        size="sm"
        variant={playing ? 'primary' : 'secondary'}
        aria-label={`Ouvir ${track.title}`}
        icon={<Play aria-hidden="true" size={16} />}
        onClick={onPlay}
      >
        Ouvir
      </Button>
    </li>
  );
}

import type { CastPublishedTrack } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { PrefetchLink } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { albumQuery } from '../../albums/api/get-album';
import { teacherNames } from '../../../lib/album-grid';
import { buildTrackPlayRequest, nowPlayingTrackId } from '../../../lib/play-request';
import { lastCastStateAtom, useAtomValue } from '../../../lib/store';
import { TrackRow } from './track-row';

/** Tracks of several albums (published tracks, search results): each names its album, a link to it. */
export function PublishedTrackList({ tracks, label }: { tracks: CastPublishedTrack[]; label: string }) {
  const { bus, http } = usePlatform();
  const nowPlayingId = nowPlayingTrackId(useAtomValue(lastCastStateAtom));
  return (
    <ul
      aria-label={label}
      css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs })}
    >
      {tracks.map((track) => (
        <TrackRow
          key={track.id}
          track={track}
          subtitle={
            <>
              <PrefetchLink to={ROUTES.album(track.album_id)} prefetchData={albumQuery(http, track.album_id)}>
                {track.album_title}
              </PrefetchLink>
              {' · '}
              {teacherNames(track)}
            </>
          }
          playing={nowPlayingId !== null && String(nowPlayingId) === String(track.id)}
          onPlay={() => bus.emit('cast:play', buildTrackPlayRequest(track))}
        />
      ))}
    </ul>
  );
}

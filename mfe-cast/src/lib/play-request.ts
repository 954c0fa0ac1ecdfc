import type {
  CastAlbumDetail,
  CastPlayRequest,
  CastPublishedTrack,
  CastReactedTrack,
  CastState,
  CastTrack,
} from 'shared-contracts';

/** What the dock needs of a track: the section tracks of the catalogue (id, title, duration, teachers). */
function sectionTrack({ id, title, duration, teachers }: CastTrack): CastTrack {
  return { id, title, duration, teachers: teachers.map(({ name }) => ({ name })) };
}

/** The 'cast:play' payload for one track of an album: the album as a default section, the track's index. */
export function buildPlayRequest(album: CastAlbumDetail, index: number): CastPlayRequest {
  return {
    section: {
      id: album.id,
      title: album.title,
      tracks: album.tracks.map(sectionTrack),
      horizontalData: { type: 'default' },
    },
    index,
    albumImageUrl: album.image_url,
  };
}

/** Id of the track the dock says it is on (from the last 'cast:state'), or null. */
export function nowPlayingTrackId(state: CastState | null): number | string | null {
  const index = state?.currentTrack?.index;
  if (!state?.playingSection || index === undefined) return null;
  return state.playingSection.tracks[index]?.id ?? null;
}

/** The 'cast:play' payload for one published track: its album as a default section holding just that track. */
export function buildTrackPlayRequest(track: CastPublishedTrack): CastPlayRequest {
  return {
    section: {
      id: track.album_id,
      title: track.album_title,
      tracks: [sectionTrack(track)],
      horizontalData: { type: 'default' },
    },
    index: 0,
    albumImageUrl: track.album_image_url,
  };
}

/** The 'cast:play' payload for a recent activity's track (GET /v3/cast/tracks/{id}): its album holding just it. */
export function buildActivityPlayRequest(track: CastReactedTrack, albumTitle: string): CastPlayRequest {
  return {
    section: {
      id: track.album_id,
      title: albumTitle,
      tracks: [sectionTrack(track)],
      horizontalData: { type: 'default' },
    },
    index: 0,
  };
}

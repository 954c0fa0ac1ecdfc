/** Cast (audio) entities, field names as the API sends them. */
export interface CastTeacher {
  name: string;
}

export interface CastTrack {
  id: number;
  title: string;
  /** seconds */
  duration: number;
  teachers: CastTeacher[];
}

export type CastSectionType = 'ldi' | 'custom-ldi' | 'default';

export interface CastSection {
  id: number | string;
  title: string;
  tracks: CastTrack[];
  horizontalData: { type: CastSectionType; data?: Record<string, unknown> };
}

export interface CastCurrentTrack {
  index: number;
  albumId: number | string;
  position: number;
  volume: number;
  speed: number;
  isPlaying: boolean;
}

/**
 * A track the dock played to its end (published on the bus as `cast:track-ended`): which section, which album
 * and which of its tracks (spec 2 §4: an album track is marked heard). Since contract 1.2.0: an older host
 * never publishes it, and tracks are then not marked heard.
 */
export interface CastTrackEnded {
  sectionId: number | string;
  sectionType: CastSectionType;
  albumId: number | string;
  track: CastTrack;
  index: number;
  /**
   * Since contract 1.3.0: true when the dock has already asked the server to mark this album track heard
   * (`POST /v3/cast/tracks/heard`, published once that call settled), so the cast area only refreshes what
   * it shows; absent from a 1.2 host, whose event the cast area marks heard itself.
   */
  heardRecorded?: boolean;
}

/** The docked player's state, published on the bus as `cast:state`. */
export interface CastState {
  isOpen: boolean;
  albumImageUrl: string | null;
  playingSection: CastSection | null;
  currentTrack: CastCurrentTrack | null;
}

/** What a remote asks the dock to play. */
export interface CastPlayRequest {
  section: CastSection;
  /** index of the track in section.tracks; default 0 */
  index?: number;
  albumImageUrl?: string | null;
}

export interface CastAlbum {
  id: number;
  title: string;
  description: string;
  image_url: string;
  teachers: CastTeacher[];
  tracks_count: number;
  heard?: boolean;
  favorite?: boolean;
}

/** Pagination block of the paginated cast endpoints (cast lists default page 1, per_page 10). */
export interface CastPagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A track as the album page and GET /v3/cast/tracks/{id} show it. */
export interface CastAlbumTrack extends CastTrack {
  album_id: number;
  /** 1-based order inside the album */
  order: number;
  /** the student's saved position in seconds (0 when never played) */
  position: number;
  heard: boolean;
}

/** GET /v3/cast/albums/published/{id}: the album with its tracks in order. */
export interface CastAlbumDetail extends CastAlbum {
  tracks: CastAlbumTrack[];
}

/** A shelf of albums on the cast home. */
export interface CastShelf {
  id: number;
  title: string;
  albums: CastAlbum[];
}

/** GET /v3/cast/home. */
export interface CastHome {
  shelves: CastShelf[];
}

/** A page of albums (albums/published, albums/favorites). */
export interface CastAlbumPage {
  items: CastAlbum[];
  pagination: CastPagination;
}

/** POST /v3/cast/tracks/album {track_id, album_id}: where the audio of a track is. */
export interface CastTrackUrl {
  url: string;
}

/** PUT /v3/cast/tracks/position body. */
export interface CastTrackPositionBody {
  album_id: number;
  track_id: number;
  /** seconds */
  position: number;
}

/** Every cast answer (spec 2 §7): the error field when present, else data. */
export type CastResponse<T> =
  { data: T; error?: undefined } | { error: { message: string; tag: string }; data?: undefined };

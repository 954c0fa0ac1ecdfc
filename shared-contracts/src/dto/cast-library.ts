/**
 * Cast (audio) entities beyond the home and albums: teachers, shelves from the server, heard state, likes,
 * published tracks, recent activities and the aggregated cast search (spec 2 §3, §4, §7 Cast and Search).
 * Field names as the API sends them.
 */
import type { CastAlbum, CastAlbumTrack, CastHome, CastPagination } from './cast';

/** A published cast teacher (GET /v3/cast/teachers/published). */
export interface CastTeacherProfile {
  id: number;
  name: string;
  /** number of published albums the teacher is in */
  albums_count: number;
}

/** GET /v3/cast/teachers/published?page&per_page */
export interface CastTeacherPage {
  items: CastTeacherProfile[];
  pagination: CastPagination;
}

/** GET /v3/cast/albums/published/teacher/{id}?page&per_page: the teacher and a page of their albums. */
export interface CastTeacherAlbums {
  teacher: CastTeacherProfile;
  items: CastAlbum[];
  pagination: CastPagination;
}

/** A shelf as GET /v3/cast/shelves/published lists it. */
export interface CastShelfSummary {
  id: number;
  title: string;
  albums_count: number;
}

/** GET /v3/cast/shelves/published */
export interface CastShelfPage {
  items: CastShelfSummary[];
  pagination: CastPagination;
}

/** GET /v3/cast/shelves/{id}?album_name: one shelf with its albums (filtered by album name when given). */
export interface CastShelfDetail {
  id: number;
  title: string;
  albums: CastAlbum[];
}

/** One option of a shelf filter (GET /v3/cast/shelves/filters, GET /bff/search/v2/filters/cast/shelves). */
export interface CastShelfFilterOption {
  id: number;
  title: string;
}

/** GET /bff/search/v2/filters/cast/shelves?q&page&per_page */
export interface CastShelfFilterPage {
  items: CastShelfFilterOption[];
  pagination: CastPagination;
}

/** A student's reaction to a track (spec 2 §4: liked or disliked). */
export type CastReaction = 'like' | 'dislike';

/** A track with the student's reaction (album page, published tracks, search). */
export interface CastReactedTrack extends CastAlbumTrack {
  reaction: CastReaction | null;
}

/** GET /v3/cast/albums/published/{id} with the student's reaction on each track. */
export interface CastAlbumWithReactions extends CastAlbum {
  tracks: CastReactedTrack[];
}

/** A published track with the album it belongs to (GET /v3/cast/tracks/published, cast search). */
export interface CastPublishedTrack extends CastReactedTrack {
  album_title: string;
  album_image_url: string;
}

/** GET /v3/cast/tracks/published?page&per_page */
export interface CastTrackPage {
  items: CastPublishedTrack[];
  pagination: CastPagination;
}

/** Body of POST /v3/cast/tracks/heard, /v3/cast/favorite/like and /v3/cast/favorite/dislike (not shown in the spec). */
export interface CastTrackRefBody {
  album_id: number;
  track_id: number;
}

/** Answer of POST /v3/cast/favorite/like and /dislike: the track's reaction after the call (a repeat clears it). */
export interface CastReactionAnswer {
  track_id: number;
  reaction: CastReaction | null;
}

/** Answer of POST /v3/cast/tracks/heard and POST/DELETE /v3/cast/albums/heard/{id}. */
export interface CastHeardAnswer {
  album_id: number;
  track_id?: number;
  heard: boolean;
  /** for a track: whether its album is now heard too (every track heard) */
  album_heard?: boolean;
}

/** A track the student listened to lately (DELETE /v3/cast/recent-activities/{id} removes it). */
export interface CastRecentActivity {
  id: number;
  album_id: number;
  track_id: number;
  title: string;
  album_title: string;
  /** ISO date-time */
  updated_at: string;
}

/** GET /v3/cast/home with the student's recent activities. */
export interface CastHomeWithActivities extends CastHome {
  recent_activities: CastRecentActivity[];
}

/** Entity types of the aggregated cast search. */
export type CastSearchEntityType = 'albums' | 'tracks';

/** Body of POST /bff/search/v2/casts/aggregated. */
export interface CastSearchBody {
  q: string;
  entity_types: CastSearchEntityType[];
  /** shelf ids the results must be in (empty: every shelf) */
  shelves: number[];
  page: number;
  per_page: number;
}

/** Answer of POST /bff/search/v2/casts/aggregated: one page of each entity type asked for. */
export interface CastSearchAggregated {
  albums: { items: CastAlbum[]; pagination: CastPagination };
  tracks: { items: CastPublishedTrack[]; pagination: CastPagination };
}

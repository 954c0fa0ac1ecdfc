import type {
  CastAlbum,
  CastAlbumDetail,
  CastAlbumPage,
  CastAlbumTrack,
  CastHome,
  CastAlbumWithReactions,
  CastHeardAnswer,
  CastHomeWithActivities,
  CastPublishedTrack,
  CastReactedTrack,
  CastReactionAnswer,
  CastRecentActivity,
  CastSearchAggregated,
  CastShelf,
  CastShelfDetail,
  CastShelfFilterOption,
  CastShelfFilterPage,
  CastShelfPage,
  CastShelfSummary,
  CastTeacher,
  CastTeacherAlbums,
  CastTeacherPage,
  CastTeacherProfile,
  CastTrackPage,
} from 'shared-contracts';
import { isArrayOf, isNumber, isPagination, isRecord, isString, shapeGuard } from 'shared-design-system/area';

function isTeacher(value: unknown): value is CastTeacher {
  return isRecord(value) && isString(value.name);
}

export function isCastAlbum(value: unknown): value is CastAlbum {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.title) &&
    isString(value.image_url) &&
    Array.isArray(value.teachers) &&
    value.teachers.every(isTeacher) &&
    isNumber(value.tracks_count)
  );
}

function isAlbumTrack(value: unknown): value is CastAlbumTrack {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.title) &&
    isNumber(value.duration) &&
    Array.isArray(value.teachers) &&
    value.teachers.every(isTeacher) &&
    isNumber(value.order)
  );
}

export function isCastAlbumDetail(value: unknown): value is CastAlbumDetail {
  return (
    isRecord(value) && isCastAlbum(value) && Array.isArray(value.tracks) && value.tracks.every(isAlbumTrack)
  );
}

function isShelf(value: unknown): value is CastShelf {
  return (
    isRecord(value) &&
    isNumber(value.id) &&
    isString(value.title) &&
    Array.isArray(value.albums) &&
    value.albums.every(isCastAlbum)
  );
}

export function isCastHome(value: unknown): value is CastHome {
  return isRecord(value) && Array.isArray(value.shelves) && value.shelves.every(isShelf);
}

export function isCastAlbumPage(value: unknown): value is CastAlbumPage {
  return (
    isRecord(value) &&
    Array.isArray(value.items) &&
    value.items.every(isCastAlbum) &&
    isPagination(value.pagination)
  );
}

const isTeacherList = (value: unknown) => isArrayOf(value, isTeacher);
const isReaction = (value: unknown) => value === null || value === 'like' || value === 'dislike';

export const isCastTeacherProfile = shapeGuard<CastTeacherProfile>({
  id: 'number',
  name: 'string',
  albums_count: 'number',
});

export const isCastTeacherPage = shapeGuard<CastTeacherPage>({
  items: (value) => isArrayOf(value, isCastTeacherProfile),
  pagination: isPagination,
});

export const isCastTeacherAlbums = shapeGuard<CastTeacherAlbums>({
  teacher: isCastTeacherProfile,
  items: (value) => isArrayOf(value, isCastAlbum),
  pagination: isPagination,
});

const isShelfSummary = shapeGuard<CastShelfSummary>({
  id: 'number',
  title: 'string',
  albums_count: 'number',
});

export const isCastShelfPage = shapeGuard<CastShelfPage>({
  items: (value) => isArrayOf(value, isShelfSummary),
  pagination: isPagination,
});

export const isCastShelfDetail = shapeGuard<CastShelfDetail>({
  id: 'number',
  title: 'string',
  albums: (value) => isArrayOf(value, isCastAlbum),
});

export const isShelfFilterOption = shapeGuard<CastShelfFilterOption>({ id: 'number', title: 'string' });

export const isShelfFilterList = (value: unknown): value is CastShelfFilterOption[] =>
  isArrayOf(value, isShelfFilterOption);

export const isCastShelfFilterPage = shapeGuard<CastShelfFilterPage>({
  items: isShelfFilterList,
  pagination: isPagination,
});

const reactedTrackFields = {
  id: 'number',
  album_id: 'number',
  title: 'string',
  duration: 'number',
  order: 'number',
  position: 'number',
  heard: 'boolean',
  teachers: isTeacherList,
  reaction: isReaction,
} as const;

const isReactedTrack = shapeGuard<CastReactedTrack>(reactedTrackFields);
/** GET /v3/cast/tracks/{id}: one track with the student's position, heard state and reaction. */
export const isCastReactedTrack = isReactedTrack;

export const isCastPublishedTrack = shapeGuard<CastPublishedTrack>({
  ...reactedTrackFields,
  album_title: 'string',
  album_image_url: 'string',
});

export const isCastTrackPage = shapeGuard<CastTrackPage>({
  items: (value) => isArrayOf(value, isCastPublishedTrack),
  pagination: isPagination,
});

export function isCastAlbumWithReactions(value: unknown): value is CastAlbumWithReactions {
  return isCastAlbum(value) && isRecord(value) && isArrayOf(value.tracks, isReactedTrack);
}

const isRecentActivity = shapeGuard<CastRecentActivity>({
  id: 'number',
  album_id: 'number',
  track_id: 'number',
  title: 'string',
  album_title: 'string',
  updated_at: 'string',
});

/** The home; recent activities are optional (an older answer without them still shows the shelves). */
export function isCastHomeWithActivities(value: unknown): value is CastHomeWithActivities {
  return (
    isCastHome(value) &&
    isRecord(value) &&
    (value.recent_activities === undefined || isArrayOf(value.recent_activities, isRecentActivity))
  );
}

export const isCastSearchAggregated = shapeGuard<CastSearchAggregated>({
  albums: shapeGuard({ items: (value) => isArrayOf(value, isCastAlbum), pagination: isPagination }),
  tracks: shapeGuard({ items: (value) => isArrayOf(value, isCastPublishedTrack), pagination: isPagination }),
});

export const isReactionAnswer = shapeGuard<CastReactionAnswer>({ track_id: 'number', reaction: isReaction });

export const isHeardAnswer = shapeGuard<CastHeardAnswer>({ album_id: 'number', heard: 'boolean' });

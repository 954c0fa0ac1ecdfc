import type {
  CastAlbum,
  CastAlbumDetail,
  CastAlbumPage,
  CastAlbumTrack,
  CastHome,
  CastShelf,
  CastTeacher,
} from 'shared-contracts';
import { isNumber, isPagination, isRecord, isString } from 'shared-design-system/area';

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

import type {
  CastAlbum,
  CastAlbumWithReactions,
  CastHome,
  CastPublishedTrack,
  CastState,
  CastTeacherProfile,
  CastTrackEnded,
} from 'shared-contracts';
import type { TestRoutes } from 'shared-contracts/testing';

/** Data in the shapes the BFF sends, for the test servers of this area. */

export const ALBUM_1: CastAlbum = {
  id: 1,
  title: 'Direito Constitucional em Áudio',
  description: 'Os artigos da Constituição que mais caem em prova.',
  image_url: '/static-bff/cast/covers/1.svg',
  teachers: [{ name: 'Prof. Marcelo Andrade' }],
  tracks_count: 3,
  favorite: false,
  heard: false,
};

export const ALBUM_4: CastAlbum = {
  id: 4,
  title: 'Raciocínio Lógico sem Mistério',
  description: 'Proposições, equivalências e negações.',
  image_url: '/static-bff/cast/covers/4.svg',
  teachers: [{ name: 'Prof. Rafael Monteiro' }, { name: 'Profa. Camila Duarte' }],
  tracks_count: 4,
  favorite: true,
  heard: false,
};

export const HOME: CastHome = {
  shelves: [
    { id: 1, title: 'Destaques da semana', albums: [ALBUM_1, ALBUM_4] },
    { id: 2, title: 'Direito', albums: [ALBUM_1] },
  ],
};

const teachers = ALBUM_1.teachers;
export const ALBUM_1_DETAIL: CastAlbumWithReactions = {
  ...ALBUM_1,
  tracks: [
    {
      id: 101,
      album_id: 1,
      order: 1,
      title: 'Princípios fundamentais',
      duration: 754,
      teachers,
      position: 312,
      heard: false,
      reaction: null,
    },
    {
      id: 102,
      album_id: 1,
      order: 2,
      title: 'Direitos e deveres individuais',
      duration: 1322,
      teachers,
      position: 0,
      heard: false,
      reaction: null,
    },
    {
      id: 103,
      album_id: 1,
      order: 3,
      title: 'Remédios constitucionais',
      duration: 1108,
      teachers,
      position: 0,
      heard: false,
      reaction: null,
    },
  ],
};

export function albumPage(items: CastAlbum[], perPage = 9999) {
  return { data: { items, pagination: { page: 1, per_page: perPage, total: items.length, last_page: 1 } } };
}

/** A 'cast:state' as the dock publishes it, on track `index` of album 1. */
export function dockState(index: number, isPlaying = true): CastState {
  return {
    isOpen: true,
    albumImageUrl: ALBUM_1.image_url,
    playingSection: {
      id: 1,
      title: ALBUM_1.title,
      tracks: ALBUM_1_DETAIL.tracks.map(({ id, title, duration, teachers: names }) => ({
        id,
        title,
        duration,
        teachers: names,
      })),
      horizontalData: { type: 'default' },
    },
    currentTrack: { index, albumId: 1, position: 10, volume: 1, speed: 1, isPlaying },
  };
}

export const TEACHER_MARCELO: CastTeacherProfile = { id: 1, name: 'Prof. Marcelo Andrade', albums_count: 2 };
export const TEACHER_CAMILA: CastTeacherProfile = { id: 5, name: 'Profa. Camila Duarte', albums_count: 3 };

/** A published track as tracks/published and the cast search send it. */
export const TRACK_103: CastPublishedTrack = {
  ...ALBUM_1_DETAIL.tracks[2]!,
  album_title: ALBUM_1.title,
  album_image_url: ALBUM_1.image_url,
};

export function castPage<T>(items: T[], page = 1, perPage = 10, total = items.length) {
  return {
    data: {
      items,
      pagination: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    },
  };
}

/** Routes every cast home needs besides GET /v3/cast/home (its own sections load on their own). */
export const HOME_SECTIONS = {
  'GET /v3/cast/shelves/published': castPage([
    { id: 1, title: 'Destaques da semana', albums_count: 2 },
    { id: 2, title: 'Direito', albums_count: 1 },
  ]),
  'GET /v3/cast/albums/published': castPage([ALBUM_1, ALBUM_4]),
  'GET /v3/cast/teachers/published': castPage([TEACHER_MARCELO, TEACHER_CAMILA]),
  'GET /v3/cast/tracks/published': castPage([TRACK_103]),
};

/** The dock's word that it played track `index` of album 1 to its end ('cast:track-ended'). */
export function album1TrackEnded(index: number): CastTrackEnded {
  const { id, title, duration, teachers } = ALBUM_1_DETAIL.tracks[index]!;
  return {
    sectionId: 1,
    sectionType: 'default',
    albumId: 1,
    track: { id, title, duration, teachers },
    index,
  };
}

/** Album 1 on a server where POST tracks/heard marks its track `trackId` heard, as the BFF does. */
export function album1HeardRoutes(trackId: number): TestRoutes {
  let heard = false;
  return {
    'GET /v3/cast/albums/published/1': () => ({
      json: {
        data: {
          ...ALBUM_1_DETAIL,
          tracks: ALBUM_1_DETAIL.tracks.map((track) => ({ ...track, heard: heard && track.id === trackId })),
        },
      },
    }),
    'POST /v3/cast/tracks/heard': () => {
      heard = true;
      return { json: { data: { album_id: 1, track_id: trackId, heard: true, album_heard: false } } };
    },
  };
}

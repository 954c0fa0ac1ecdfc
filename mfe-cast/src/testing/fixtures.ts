import type { CastAlbum, CastAlbumDetail, CastHome, CastState } from 'shared-contracts';

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
export const ALBUM_1_DETAIL: CastAlbumDetail = {
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

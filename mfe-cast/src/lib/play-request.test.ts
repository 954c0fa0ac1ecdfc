import { isValidEventPayload, type CastAlbumDetail, type CastState } from 'shared-contracts';
import { buildPlayRequest, nowPlayingTrackId } from './play-request';

const ALBUM: CastAlbumDetail = {
  id: 4,
  title: 'Raciocínio Lógico sem Mistério',
  description: 'Proposições e negações.',
  image_url: '/static-bff/cast/covers/4.svg',
  teachers: [{ name: 'Prof. Rafael Monteiro' }],
  tracks_count: 2,
  favorite: true,
  heard: false,
  tracks: [
    {
      id: 401,
      album_id: 4,
      order: 1,
      title: 'Proposições e conectivos',
      duration: 688,
      teachers: [{ name: 'Prof. Rafael Monteiro' }],
      position: 0,
      heard: false,
    },
    {
      id: 402,
      album_id: 4,
      order: 2,
      title: 'Negação de proposições compostas',
      duration: 742,
      teachers: [{ name: 'Prof. Rafael Monteiro' }],
      position: 30,
      heard: true,
    },
  ],
};

describe('buildPlayRequest', () => {
  it('builds the section of spec 2 §3 and passes the catalogue guard of cast:play', () => {
    const request = buildPlayRequest(ALBUM, 1);
    expect(request).toEqual({
      section: {
        id: 4,
        title: 'Raciocínio Lógico sem Mistério',
        tracks: [
          {
            id: 401,
            title: 'Proposições e conectivos',
            duration: 688,
            teachers: [{ name: 'Prof. Rafael Monteiro' }],
          },
          {
            id: 402,
            title: 'Negação de proposições compostas',
            duration: 742,
            teachers: [{ name: 'Prof. Rafael Monteiro' }],
          },
        ],
        horizontalData: { type: 'default' },
      },
      index: 1,
      albumImageUrl: '/static-bff/cast/covers/4.svg',
    });
    expect(isValidEventPayload('cast:play', request)).toBe(true);
  });
});

describe('nowPlayingTrackId', () => {
  const state = (index: number | null): CastState => ({
    isOpen: true,
    albumImageUrl: null,
    playingSection: buildPlayRequest(ALBUM, 0).section,
    currentTrack:
      index === null ? null : { index, albumId: 4, position: 12, volume: 1, speed: 1, isPlaying: true },
  });

  it('is the id of the current track of the playing section', () => {
    expect(nowPlayingTrackId(state(1))).toBe(402);
  });

  it('is null without a state, a section, a current track or with an index out of the list', () => {
    expect(nowPlayingTrackId(null)).toBeNull();
    expect(nowPlayingTrackId(state(null))).toBeNull();
    expect(nowPlayingTrackId(state(5))).toBeNull();
    expect(nowPlayingTrackId({ ...state(0), playingSection: null })).toBeNull();
  });
});

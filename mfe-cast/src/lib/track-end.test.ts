import type { CastTrackEnded } from 'shared-contracts';
import { heardTrackOf } from './track-end';

const ended = (overrides: Partial<CastTrackEnded> = {}): CastTrackEnded => ({
  sectionId: 3,
  sectionType: 'default',
  albumId: 3,
  track: { id: 103, title: 'Faixa', duration: 120, teachers: [] },
  index: 2,
  ...overrides,
});

describe('heardTrackOf', () => {
  it("marks an album's track heard: the album and the track the dock finished", () => {
    expect(heardTrackOf(ended())).toEqual({ album_id: 3, track_id: 103 });
    expect(heardTrackOf(ended({ albumId: '3' }))).toEqual({ album_id: 3, track_id: 103 });
  });

  it('leaves LDI sections (not albums) and ids that are not an album id alone', () => {
    expect(heardTrackOf(ended({ sectionType: 'ldi' }))).toBeNull();
    expect(heardTrackOf(ended({ sectionType: 'custom-ldi' }))).toBeNull();
    expect(heardTrackOf(ended({ albumId: 'curso-de-direito' }))).toBeNull();
  });
});

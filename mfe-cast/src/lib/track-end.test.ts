import type { CastState } from 'shared-contracts';
import { dockState } from '../testing/fixtures';
import { endedTrack } from './track-end';

/** album 1's section (tracks 101 754 s, 102 1322 s, 103 1108 s) on `index` at `position`. */
function at(index: number, position: number, isPlaying = true): CastState {
  const state = dockState(index, isPlaying);
  return { ...state, currentTrack: { ...state.currentTrack!, position } };
}

describe('endedTrack (a track the dock played to its end, read from two cast:states)', () => {
  it('the last track ended: playing → stopped with the position back to 0', () => {
    expect(endedTrack(at(2, 119), at(2, 0, false))).toEqual({ album_id: 1, track_id: 103 });
  });

  it('a track ended and the dock went on to the next one', () => {
    expect(endedTrack(at(0, 753), at(1, 0))).toEqual({ album_id: 1, track_id: 101 });
  });

  it('a pause, a next click early in the track or a seek to 0 is no end', () => {
    expect(endedTrack(at(2, 119), at(2, 119, false))).toBeNull();
    expect(endedTrack(at(0, 300), at(1, 0))).toBeNull();
    expect(endedTrack(at(2, 119), at(2, 0))).toBeNull();
    expect(endedTrack(at(2, 0), at(2, 0, false))).toBeNull();
  });

  it('needs a previous state, a playing track and the same album section', () => {
    expect(endedTrack(null, at(2, 0, false))).toBeNull();
    expect(endedTrack(at(2, 119, false), at(2, 0, false))).toBeNull();
    const other = at(2, 0, false);
    expect(
      endedTrack(at(2, 119), { ...other, playingSection: { ...other.playingSection!, id: 9 } }),
    ).toBeNull();
    const ldi = at(2, 119);
    expect(
      endedTrack(
        { ...ldi, playingSection: { ...ldi.playingSection!, horizontalData: { type: 'ldi' } } },
        at(2, 0, false),
      ),
    ).toBeNull();
  });
});

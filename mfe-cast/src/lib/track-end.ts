import type { CastState, CastTrackRefBody } from 'shared-contracts';

/**
 * Seconds before a track's end within which an advance to the next track counts as the track ending (the
 * dock's position moves in whole seconds).
 */
export const END_MARGIN_S = 2;

/**
 * The track the dock finished between two of its 'cast:state's, or null (spec 2 §4: a track is heard).
 *
 * The dock publishes no event of its own when a track ends; its state tells it in two ways:
 * - the last track of the section ended: same section and index, playing → stopped, position back to 0
 *   from a position past 0 (a pause keeps the position; a seek to 0 keeps playing);
 * - a track ended and the dock went on to the next: index + 1, still playing, from a position within
 *   END_MARGIN_S of the track's duration (a 'next' click earlier in the track is not an end).
 * Only album sections (type 'default') have tracks to mark; ldi sections are not albums.
 */
export function endedTrack(previous: CastState | null, next: CastState): CastTrackRefBody | null {
  const before = previous?.currentTrack;
  const after = next.currentTrack;
  const section = previous?.playingSection;
  if (!before || !after || !section || !next.playingSection) return null;
  if (section.horizontalData.type !== 'default' || next.playingSection.id !== section.id) return null;
  if (!before.isPlaying || String(before.albumId) !== String(after.albumId)) return null;
  const track = section.tracks[before.index];
  const albumId = Number(before.albumId);
  if (!track || !Number.isInteger(albumId) || typeof track.id !== 'number') return null;

  const stoppedAtEnd =
    after.index === before.index && !after.isPlaying && after.position === 0 && before.position > 0;
  const advancedAtEnd =
    after.index === before.index + 1 &&
    after.isPlaying &&
    after.position === 0 &&
    before.position >= track.duration - END_MARGIN_S;
  return stoppedAtEnd || advancedAtEnd ? { album_id: albumId, track_id: track.id } : null;
}

import type { CastTrackEnded, CastTrackRefBody } from 'shared-contracts';

/**
 * The track to mark heard (spec 2 §4) for a `cast:track-ended` the dock published, or null: only album
 * sections (type 'default', whose id is the album's) have tracks to mark; LDI sections are not albums.
 */
export function heardTrackOf(ended: CastTrackEnded): CastTrackRefBody | null {
  if (ended.sectionType !== 'default') return null;
  const albumId = Number(ended.albumId);
  if (!Number.isInteger(albumId) || !Number.isInteger(ended.track.id)) return null;
  return { album_id: albumId, track_id: ended.track.id };
}

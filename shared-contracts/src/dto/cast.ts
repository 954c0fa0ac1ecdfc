/** Cast (audio) entities, field names as the API sends them. */
export interface CastTeacher {
  name: string;
}

export interface CastTrack {
  id: number;
  title: string;
  /** seconds */
  duration: number;
  teachers: CastTeacher[];
}

export type CastSectionType = 'ldi' | 'custom-ldi' | 'default';

export interface CastSection {
  id: number | string;
  title: string;
  tracks: CastTrack[];
  horizontalData: { type: CastSectionType; data?: Record<string, unknown> };
}

export interface CastCurrentTrack {
  index: number;
  albumId: number | string;
  position: number;
  volume: number;
  speed: number;
  isPlaying: boolean;
}

/** The docked player's state, published on the bus as `cast:state`. */
export interface CastState {
  isOpen: boolean;
  albumImageUrl: string | null;
  playingSection: CastSection | null;
  currentTrack: CastCurrentTrack | null;
}

/** What a remote asks the dock to play. */
export interface CastPlayRequest {
  section: CastSection;
  /** index of the track in section.tracks; default 0 */
  index?: number;
  albumImageUrl?: string | null;
}

export interface CastAlbum {
  id: number;
  title: string;
  description: string;
  image_url: string;
  teachers: CastTeacher[];
  tracks_count: number;
  heard?: boolean;
  favorite?: boolean;
}

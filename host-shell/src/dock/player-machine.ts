import type { CastPlayRequest, CastSection, CastState, CastTrack } from 'shared-contracts';
import {
  AUDIO_RESTART_THRESHOLD_S,
  AUDIO_SEEK_STEP_S,
  AUDIO_SPEEDS,
  AUDIO_VOLUME_MAX,
  AUDIO_VOLUME_MIN,
  AUDIO_VOLUME_STEP,
} from 'shared-contracts';
import { storageKey } from './dock-storage-key';

export { storageKey };

/** The dock with nothing loaded. */
export const CLOSED_PLAYER: CastState = {
  isOpen: false,
  albumImageUrl: null,
  playingSection: null,
  currentTrack: null,
};

export const DEFAULT_VOLUME = 1;
export const DEFAULT_SPEED = 1;

export type PlayerAction =
  | { type: 'start'; request: CastPlayRequest }
  | { type: 'toggle' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'play-failed' }
  | { type: 'ended' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'select'; index: number }
  | { type: 'position'; seconds: number }
  | { type: 'seek-by'; seconds: number; duration: number }
  | { type: 'volume-by'; steps: number }
  | { type: 'volume'; value: number }
  | { type: 'speed'; value: number }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'exit' }
  | { type: 'restore'; state: CastState };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounds to the volume step so repeated steps do not drift (0.1 + 0.05 ...). */
function roundVolume(value: number): number {
  return Math.round(clamp(value, AUDIO_VOLUME_MIN, AUDIO_VOLUME_MAX) * 100) / 100;
}

function albumIdOf(section: CastSection): number | string {
  const data = section.horizontalData.data;
  const fromData = data?.album_id ?? data?.albumId;
  return typeof fromData === 'number' || typeof fromData === 'string' ? fromData : section.id;
}

function goTo(state: CastState, index: number): CastState {
  const { playingSection, currentTrack } = state;
  if (!playingSection || !currentTrack) return state;
  const clamped = clamp(index, 0, playingSection.tracks.length - 1);
  if (clamped === currentTrack.index) return state;
  return { ...state, currentTrack: { ...currentTrack, index: clamped, position: 0 } };
}

function withTrack(state: CastState, change: Partial<NonNullable<CastState['currentTrack']>>): CastState {
  return state.currentTrack ? { ...state, currentTrack: { ...state.currentTrack, ...change } } : state;
}

/** The audio player's transitions (spec 1 §4, §9). Pure: the dock applies them to an <audio> element. */
export function playerReducer(state: CastState, action: PlayerAction): CastState {
  switch (action.type) {
    case 'start': {
      const { section, index = 0, albumImageUrl = null } = action.request;
      if (section.tracks.length === 0) return state;
      const previous = state.currentTrack;
      return {
        isOpen: state.isOpen,
        albumImageUrl,
        playingSection: section,
        currentTrack: {
          index: clamp(index, 0, section.tracks.length - 1),
          albumId: albumIdOf(section),
          position: 0,
          volume: previous?.volume ?? DEFAULT_VOLUME,
          speed: previous?.speed ?? DEFAULT_SPEED,
          isPlaying: true,
        },
      };
    }
    case 'toggle':
      return withTrack(state, { isPlaying: !state.currentTrack?.isPlaying });
    case 'play':
      return withTrack(state, { isPlaying: true });
    case 'pause':
    case 'play-failed':
      return withTrack(state, { isPlaying: false });
    case 'ended': {
      const { playingSection, currentTrack } = state;
      if (!playingSection || !currentTrack) return state;
      if (currentTrack.index >= playingSection.tracks.length - 1)
        return withTrack(state, { isPlaying: false, position: 0 });
      return withTrack(goTo(state, currentTrack.index + 1), { isPlaying: true });
    }
    case 'next':
      return goTo(state, (state.currentTrack?.index ?? 0) + 1);
    case 'previous':
      return goTo(state, (state.currentTrack?.index ?? 0) - 1);
    case 'select':
      return withTrack(goTo(state, action.index), { isPlaying: true });
    case 'position':
      return withTrack(state, { position: Math.max(0, action.seconds) });
    case 'seek-by': {
      const position = state.currentTrack?.position ?? 0;
      const max = Number.isFinite(action.duration) && action.duration > 0 ? action.duration : Infinity;
      return withTrack(state, { position: clamp(position + action.seconds, 0, max) });
    }
    case 'volume-by':
      return withTrack(state, {
        volume: roundVolume(
          (state.currentTrack?.volume ?? DEFAULT_VOLUME) + action.steps * AUDIO_VOLUME_STEP,
        ),
      });
    case 'volume':
      return withTrack(state, { volume: roundVolume(action.value) });
    case 'speed':
      return AUDIO_SPEEDS.includes(action.value) ? withTrack(state, { speed: action.value }) : state;
    case 'open':
      return { ...state, isOpen: true };
    case 'close':
      return { ...state, isOpen: false };
    case 'exit':
      return CLOSED_PLAYER;
    case 'restore':
      // a reload never starts sound by itself: the student presses play
      return withTrack(action.state, { isPlaying: false });
  }
}

/** Where to start a loaded track: the saved position, or 0 when it is within 30 s of the end. */
export function restorePosition(saved: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return Math.max(0, saved);
  return saved >= duration - AUDIO_RESTART_THRESHOLD_S ? 0 : Math.max(0, saved);
}

/** ldi sections are never saved (spec 1 §4). */
export function savesPosition(section: CastSection | null): boolean {
  return section !== null && section.horizontalData.type !== 'ldi';
}

export function currentTrackOf(state: CastState): CastTrack | null {
  const index = state.currentTrack?.index;
  return index === undefined ? null : (state.playingSection?.tracks[index] ?? null);
}

export const SEEK_STEP_S = AUDIO_SEEK_STEP_S;

/** A keyboard shortcut's action, or null (spec 1 §9: space, arrows; never while typing in a field). */
export function shortcutAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>,
  duration: number,
): PlayerAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: AUDIO_SEEK_STEP_S, duration };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -AUDIO_SEEK_STEP_S, duration };
    case 'ArrowUp':
      return { type: 'volume-by', steps: 1 };
    case 'ArrowDown':
      return { type: 'volume-by', steps: -1 };
    default:
      return null;
  }
}

/** Fields (and controls that Space already activates) where the shortcuts must not fire. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest(
      'input, textarea, select, [contenteditable="true"], [role="textbox"], button, a[href]',
    ) !== null
  );
}

function isCastState(value: unknown): value is CastState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<CastState>;
  const track = state.currentTrack;
  const section = state.playingSection;
  return (
    typeof state.isOpen === 'boolean' &&
    (track === null ||
      (typeof track === 'object' &&
        typeof track.index === 'number' &&
        typeof track.position === 'number' &&
        typeof track.volume === 'number' &&
        typeof track.speed === 'number')) &&
    (section === null ||
      (typeof section === 'object' &&
        Array.isArray(section.tracks) &&
        typeof section.horizontalData === 'object'))
  );
}

export function loadPersisted(storage: Storage, userId: number | string): CastState | null {
  try {
    const raw = storage.getItem(storageKey(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCastState(parsed) && parsed.playingSection && parsed.currentTrack ? parsed : null;
  } catch {
    return null;
  }
}

export function savePersisted(storage: Storage, userId: number | string, state: CastState): void {
  try {
    if (!state.playingSection) storage.removeItem(storageKey(userId));
    else storage.setItem(storageKey(userId), JSON.stringify(state));
  } catch {
    // storage full or blocked: the player keeps working, it only forgets on reload
  }
}

/** How the dock asks for a track's audio URL, per section type (spec 1 §7; spec 2 §7 Cast, Track URLs). */
export type TrackUrlCall =
  { method: 'post'; url: string; json: Record<string, unknown> } | { method: 'get'; url: string };

export function trackUrlCall(section: CastSection, track: CastTrack, albumId: number | string): TrackUrlCall {
  const data = section.horizontalData.data ?? {};
  switch (section.horizontalData.type) {
    case 'ldi':
      return {
        method: 'post',
        url: `v3/mci/my-courses/slug/${encodeURIComponent(String(data.slug ?? ''))}/track/url`,
        json: { ...data, track_id: track.id },
      };
    case 'custom-ldi':
      return {
        method: 'get',
        url: `bff/mci/custom-courses/${String(data.custom_course_id ?? data.id ?? '')}/blocks/${String(
          data.block_id ?? data.blockId ?? '',
        )}/cast/${track.id}/url`,
      };
    default:
      return { method: 'post', url: 'v3/cast/tracks/album', json: { track_id: track.id, album_id: albumId } };
  }
}

/** The URL in a track-URL answer ({data: {url}} or {url}); null when there is none. */
export function urlOfAnswer(body: unknown): string | null {
  const record = body as { url?: unknown; data?: { url?: unknown } } | null;
  const url = record?.data?.url ?? record?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** mm:ss or h:mm:ss. */
export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The routes the cast-redirect modal guards: any question route (spec 1 §2). */
export function isQuestionRoute(pathname: string): boolean {
  return /^\/(public\/)?questoes(\/|$)/.test(pathname);
}

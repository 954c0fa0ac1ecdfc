import type { CastPlayRequest, CastSection } from 'shared-contracts';
import {
  CLOSED_PLAYER,
  isQuestionRoute,
  loadPersisted,
  playerReducer,
  restorePosition,
  savePersisted,
  savesPosition,
  shortcutAction,
  storageKey,
  trackUrlCall,
  urlOfAnswer,
} from './player-machine';

const track = (id: number) => ({ id, title: `Faixa ${id}`, duration: 120, teachers: [{ name: 'Prof.' }] });
const section = (
  type: CastSection['horizontalData']['type'] = 'default',
  data?: Record<string, unknown>,
): CastSection => ({
  id: 1,
  title: 'Álbum',
  tracks: [track(101), track(102), track(103)],
  horizontalData: data ? { type, data } : { type },
});
const start = (request: Partial<CastPlayRequest> = {}) =>
  playerReducer(CLOSED_PLAYER, { type: 'start', request: { section: section(), ...request } });

describe('player state machine (spec 1 §4)', () => {
  it('cast:play starts the asked track playing; play/pause toggles; a play failure goes back to paused', () => {
    const playing = start({ index: 1, albumImageUrl: '/capa.svg' });
    expect(playing.currentTrack).toMatchObject({
      index: 1,
      albumId: 1,
      isPlaying: true,
      volume: 1,
      speed: 1,
    });
    expect(playing.albumImageUrl).toBe('/capa.svg');
    const paused = playerReducer(playing, { type: 'toggle' });
    expect(paused.currentTrack?.isPlaying).toBe(false);
    expect(playerReducer(paused, { type: 'toggle' }).currentTrack?.isPlaying).toBe(true);
    expect(playerReducer(playing, { type: 'play-failed' }).currentTrack?.isPlaying).toBe(false);
  });

  it('on end goes to the next track, and stops after the last one', () => {
    const ended = playerReducer(start(), { type: 'ended' });
    expect(ended.currentTrack).toMatchObject({ index: 1, isPlaying: true, position: 0 });
    const last = playerReducer(start({ index: 2 }), { type: 'ended' });
    expect(last.currentTrack).toMatchObject({ index: 2, isPlaying: false });
  });

  it('previous/next are clamped to the list', () => {
    expect(playerReducer(start(), { type: 'previous' }).currentTrack?.index).toBe(0);
    expect(playerReducer(start({ index: 2 }), { type: 'next' }).currentTrack?.index).toBe(2);
    expect(playerReducer(start(), { type: 'next' }).currentTrack?.index).toBe(1);
  });

  it('seeks 10 s within the track, volume in 0.05 steps on 0..1, only the listed speeds', () => {
    const at = playerReducer(start(), { type: 'position', seconds: 5 });
    expect(playerReducer(at, { type: 'seek-by', seconds: -10, duration: 120 }).currentTrack?.position).toBe(
      0,
    );
    expect(playerReducer(at, { type: 'seek-by', seconds: 10, duration: 120 }).currentTrack?.position).toBe(
      15,
    );
    expect(playerReducer(at, { type: 'volume-by', steps: 1 }).currentTrack?.volume).toBe(1);
    expect(playerReducer(at, { type: 'volume-by', steps: -1 }).currentTrack?.volume).toBe(0.95);
    let quiet = at;
    for (let i = 0; i < 30; i += 1) quiet = playerReducer(quiet, { type: 'volume-by', steps: -1 });
    expect(quiet.currentTrack?.volume).toBe(0);
    expect(playerReducer(at, { type: 'speed', value: 1.5 }).currentTrack?.speed).toBe(1.5);
    expect(playerReducer(at, { type: 'speed', value: 1.7 }).currentTrack?.speed).toBe(1);
  });

  it('open/close expands the track list; exit clears everything; a restore never plays by itself', () => {
    const open = playerReducer(start(), { type: 'open' });
    expect(open.isOpen).toBe(true);
    expect(playerReducer(open, { type: 'close' }).isOpen).toBe(false);
    expect(playerReducer(open, { type: 'exit' })).toEqual(CLOSED_PLAYER);
    expect(playerReducer(CLOSED_PLAYER, { type: 'restore', state: start() }).currentTrack?.isPlaying).toBe(
      false,
    );
  });
});

describe('positions', () => {
  it('restores the saved position, or 0 within 30 s of the end', () => {
    expect(restorePosition(40, 120)).toBe(40);
    expect(restorePosition(89, 120)).toBe(89);
    expect(restorePosition(90, 120)).toBe(0);
    expect(restorePosition(110, 120)).toBe(0);
  });

  it('ldi sections are never saved', () => {
    expect(savesPosition(section('ldi'))).toBe(false);
    expect(savesPosition(section('default'))).toBe(true);
    expect(savesPosition(section('custom-ldi'))).toBe(true);
  });

  it('persists per user and clears on exit', () => {
    const state = start();
    savePersisted(window.localStorage, 7, state);
    expect(loadPersisted(window.localStorage, 7)).toEqual(state);
    expect(loadPersisted(window.localStorage, 8)).toBeNull();
    savePersisted(window.localStorage, 7, CLOSED_PLAYER);
    expect(window.localStorage.getItem(storageKey(7))).toBeNull();
    window.localStorage.setItem(storageKey(9), '{"isOpen":1}');
    expect(loadPersisted(window.localStorage, 9)).toBeNull();
  });
});

describe('track URL calls per section type (spec 1 §7)', () => {
  it('default, ldi and custom-ldi', () => {
    expect(trackUrlCall(section(), track(101), 1)).toEqual({
      method: 'post',
      url: 'v3/cast/tracks/album',
      json: { track_id: 101, album_id: 1 },
    });
    expect(trackUrlCall(section('ldi', { slug: 'curso-x', chapter_id: 3 }), track(5), 1)).toEqual({
      method: 'post',
      url: 'v3/mci/my-courses/slug/curso-x/track/url',
      json: { slug: 'curso-x', chapter_id: 3, track_id: 5 },
    });
    expect(trackUrlCall(section('custom-ldi', { custom_course_id: 8, block_id: 9 }), track(5), 1)).toEqual({
      method: 'get',
      url: 'bff/mci/custom-courses/8/blocks/9/cast/5/url',
    });
    expect(urlOfAnswer({ data: { url: '/a.wav' } })).toBe('/a.wav');
    expect(urlOfAnswer({ url: '/b.wav' })).toBe('/b.wav');
    expect(urlOfAnswer({ data: {} })).toBeNull();
  });
});

describe('shortcuts and routes', () => {
  const key = (k: string, target: EventTarget | null = document.body) => ({
    key: k,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target,
  });

  it('space, arrows; never while typing in a field', () => {
    expect(shortcutAction(key(' '), 120)).toEqual({ type: 'toggle' });
    expect(shortcutAction(key('ArrowRight'), 120)).toEqual({ type: 'seek-by', seconds: 10, duration: 120 });
    expect(shortcutAction(key('ArrowLeft'), 120)).toEqual({ type: 'seek-by', seconds: -10, duration: 120 });
    expect(shortcutAction(key('ArrowUp'), 120)).toEqual({ type: 'volume-by', steps: 1 });
    expect(shortcutAction(key('ArrowDown'), 120)).toEqual({ type: 'volume-by', steps: -1 });
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    expect(shortcutAction(key(' ', input), 120)).toBeNull();
    expect(shortcutAction(key('ArrowUp', area), 120)).toBeNull();
    expect(shortcutAction({ ...key(' '), ctrlKey: true }, 120)).toBeNull();
    expect(shortcutAction(key('a'), 120)).toBeNull();
  });

  it('question routes', () => {
    expect(isQuestionRoute('/questoes/buscar')).toBe(true);
    expect(isQuestionRoute('/questoes')).toBe(true);
    expect(isQuestionRoute('/public/questoes/abc')).toBe(true);
    expect(isQuestionRoute('/questoes-x')).toBe(false);
    expect(isQuestionRoute('/cast')).toBe(false);
  });
});

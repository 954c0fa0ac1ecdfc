import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CastPlayRequest, CastState } from 'shared-contracts';
import { AUDIO_SEEK_STEP_S, AUDIO_SPEEDS, AUDIO_POSITION_SAVE_MS, usePlatform } from 'shared-contracts';
import { Button, Modal, safeHref } from 'shared-design-system';
import {
  CLOSED_PLAYER,
  currentTrackOf,
  formatTime,
  isQuestionRoute,
  loadPersisted,
  playerReducer,
  restorePosition,
  savePersisted,
  savesPosition,
  shortcutAction,
  trackUrlCall,
  urlOfAnswer,
} from './player-machine';

const DOCK_SLOT_ID = 'shell-dock';
/** room kept under the page for the docked player (its height with the controls on one row) */
const DOCK_ROOM_PX = 128;

/** What the cast-redirect modal offers: the question route the student tried to open. */
export const CAST_REDIRECT_TITLE = 'Áudio em reprodução';
export const CAST_CLOSE_TITLE = 'Fechar o player?';

function persistable(state: CastState): CastState {
  // ldi sections never keep a position (spec 1 §4)
  if (savesPosition(state.playingSection) || !state.currentTrack) return state;
  return { ...state, currentTrack: { ...state.currentTrack, position: 0 } };
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return url;
  }
}

/**
 * The docked audio player (spec 1 §4, §9): plays what any remote asks with `cast:play`, publishes
 * `cast:state`, keeps its state per user in local storage, saves positions every 5 s (not for ldi), and
 * blocks question routes while playing with the cast-redirect modal.
 */
export default function AudioDock({ initialPlay }: { initialPlay?: CastPlayRequest | null }) {
  const platform = usePlatform();
  const { bus, http, session } = platform;
  const [state, dispatch] = useReducer(playerReducer, CLOSED_PLAYER);
  const [userId, setUserId] = useState<number | null>(() => session.getUser()?.id ?? null);
  const [src, setSrc] = useState<string | null>(null);
  const [duration, setDuration] = useState(0);
  const [confirmClose, setConfirmClose] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const pendingRestore = useRef(0);
  const playingRef = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  playingRef.current = state.currentTrack?.isPlaying ?? false;

  const track = currentTrackOf(state);
  const trackKey = track
    ? `${String(state.playingSection?.id)}:${state.currentTrack?.index}:${track.id}`
    : null;

  // the signed-in user: restore what they were listening to
  useEffect(() => {
    const subscription = session.user$.subscribe((user) => setUserId(user?.id ?? null));
    return () => subscription.unsubscribe();
  }, [session]);
  useEffect(() => {
    if (userId === null) {
      dispatch({ type: 'exit' });
      return;
    }
    const saved = loadPersisted(window.localStorage, userId);
    if (saved) dispatch({ type: 'restore', state: saved });
  }, [userId]);

  // requests from any remote; the one that woke the dock (loaded on demand) first
  const wokenBy = useRef(initialPlay ?? null);
  useEffect(() => {
    if (wokenBy.current) dispatch({ type: 'start', request: wokenBy.current });
    wokenBy.current = null;
    const play = bus.on('cast:play').subscribe((request) => dispatch({ type: 'start', request }));
    const pause = bus.on('cast:pause').subscribe(() => dispatch({ type: 'pause' }));
    const modals = bus.on('modal:open').subscribe((request) => {
      if (request.kind === 'cast-close') setConfirmClose(true);
      if (request.kind === 'cast-redirect' && typeof request.data?.path === 'string')
        setRedirectTo(request.data.path);
    });
    return () => {
      play.unsubscribe();
      pause.unsubscribe();
      modals.unsubscribe();
    };
  }, [bus]);

  // publish and persist every change
  useEffect(() => {
    bus.emit('cast:state', state);
    if (userId !== null) savePersisted(window.localStorage, userId, persistable(state));
  }, [bus, state, userId]);

  // a new track: ask for its URL by section type; restore its saved position once metadata is in
  useEffect(() => {
    const current = stateRef.current;
    const section = current.playingSection;
    const currentTrack = current.currentTrack;
    const item = currentTrackOf(current);
    if (!section || !currentTrack || !item) {
      setSrc(null);
      return;
    }
    pendingRestore.current = currentTrack.position;
    let live = true;
    const call = trackUrlCall(section, item, currentTrack.albumId);
    const request =
      call.method === 'post' ? http.api.post(call.url, { json: call.json }) : http.api.get(call.url);
    request
      .json<unknown>()
      .then((body) => {
        if (!live) return;
        const url = urlOfAnswer(body);
        if (url) setSrc(url);
        else dispatch({ type: 'play-failed' });
      })
      .catch(() => {
        if (!live) return;
        dispatch({ type: 'play-failed' });
        platform.toast({ kind: 'error', message: 'Não foi possível carregar o áudio.' });
      });
    return () => {
      live = false;
    };
    // only a different track reloads the audio
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trackKey, http]);

  const isPlaying = state.currentTrack?.isPlaying ?? false;
  const volume = state.currentTrack?.volume ?? 1;
  const speed = state.currentTrack?.speed ?? 1;

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    if (isPlaying && audio.readyState > 0) {
      void audio.play()?.catch(() => dispatch({ type: 'play-failed' }));
    } else if (!isPlaying) {
      audio.pause();
    }
  }, [isPlaying, src]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume, src]);
  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = speed;
  }, [speed, src]);

  // position saved every 5 s while playing, except for ldi sections
  useEffect(() => {
    const section = state.playingSection;
    const albumId = state.currentTrack?.albumId;
    if (!isPlaying || !track || !savesPosition(section) || typeof albumId !== 'number') return;
    const timer = window.setInterval(() => {
      const position = Math.floor(audioRef.current?.currentTime ?? 0);
      http.api
        .put('v3/cast/tracks/position', { json: { album_id: albumId, track_id: track.id, position } })
        .catch(() => undefined);
    }, AUDIO_POSITION_SAVE_MS);
    return () => window.clearInterval(timer);
  }, [http, isPlaying, track, state.playingSection, state.currentTrack?.albumId]);

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    const max = audio && Number.isFinite(audio.duration) ? audio.duration : Infinity;
    const target = Math.min(max, Math.max(0, seconds));
    if (audio) audio.currentTime = target;
    dispatch({ type: 'position', seconds: target });
  }, []);

  // shortcuts: space, left/right, up/down; never while typing in a field
  useEffect(() => {
    if (!track) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutAction(event, audioRef.current?.duration ?? 0);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'seek-by') seekTo((audioRef.current?.currentTime ?? 0) + action.seconds);
      else dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [track, seekTo]);

  // cast-redirect: a question route is not opened while audio plays
  useEffect(() => {
    const onBeforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<{ newUrl?: string; cancelNavigation?: (v?: boolean) => void }>)
        .detail;
      if (!playingRef.current || !detail?.newUrl || !detail.cancelNavigation) return;
      const path = pathOf(detail.newUrl);
      if (!isQuestionRoute(path)) return;
      detail.cancelNavigation(true);
      const target = new URL(detail.newUrl, window.location.href);
      setRedirectTo(`${target.pathname}${target.search}${target.hash}`);
    };
    window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
    return () => window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  }, []);

  // the fixed dock must not hide the end of the page: keep room for it while it is shown
  const shown = track !== null;
  useEffect(() => {
    if (!shown) return;
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${DOCK_ROOM_PX}px`;
    return () => {
      document.body.style.paddingBottom = previous;
    };
  }, [shown]);

  const slot = document.getElementById(DOCK_SLOT_ID);
  const section = state.playingSection;
  const current = state.currentTrack;
  const position = current?.position ?? 0;

  const dock =
    section && current && track ? (
      <section
        aria-label="Player de áudio"
        css={(theme) => ({
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: theme.zIndices.drawer - 1,
          background: theme.colors.surface,
          borderTop: `1px solid ${theme.colors.border}`,
          padding: theme.space.sm,
          display: 'grid',
          gap: theme.space.xs,
        })}
      >
        <audio
          ref={audioRef}
          src={src ?? undefined}
          preload="metadata"
          data-testid="cast-audio"
          onLoadedMetadata={(event) => {
            const audio = event.currentTarget;
            setDuration(audio.duration);
            audio.currentTime = restorePosition(pendingRestore.current, audio.duration);
            audio.volume = volume;
            audio.playbackRate = speed;
            dispatch({ type: 'position', seconds: audio.currentTime });
            if (playingRef.current) void audio.play()?.catch(() => dispatch({ type: 'play-failed' }));
          }}
          onTimeUpdate={(event) => {
            const seconds = Math.floor(event.currentTarget.currentTime);
            if (seconds !== Math.floor(stateRef.current.currentTrack?.position ?? -1))
              dispatch({ type: 'position', seconds });
          }}
          onEnded={() => {
            // spec 2 §4: an album track played to its end is heard. The dock marks it itself, whichever area
            // is on screen (the cast area may never have been loaded on this page), then says so on the bus
            // once the call settled, so the cast area refreshes what it shows
            const { playingSection, currentTrack } = stateRef.current;
            const ended = currentTrack ? playingSection?.tracks[currentTrack.index] : undefined;
            if (playingSection && currentTrack && ended) {
              const payload = {
                sectionId: playingSection.id,
                sectionType: playingSection.horizontalData.type,
                albumId: currentTrack.albumId,
                track: ended,
                index: currentTrack.index,
              };
              const albumId = Number(currentTrack.albumId);
              const heardTrack =
                payload.sectionType === 'default' && Number.isInteger(albumId)
                  ? { album_id: albumId, track_id: ended.id }
                  : null;
              if (heardTrack) {
                void http.api
                  .post('v3/cast/tracks/heard', { json: heardTrack })
                  .then(
                    () => undefined,
                    () => undefined,
                  )
                  .then(() => bus.emit('cast:track-ended', { ...payload, heardRecorded: true }));
              } else {
                bus.emit('cast:track-ended', payload);
              }
            }
            dispatch({ type: 'ended' });
          }}
        />
        <div
          css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm, flexWrap: 'wrap' })}
        >
          {state.albumImageUrl && <img src={safeHref(state.albumImageUrl)} alt="" width={48} height={48} />}
          <div css={{ flex: '1 1 200px', minWidth: 0 }}>
            <strong>{track.title}</strong>
            <div css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {section.title}
              {track.teachers.length > 0 && ` · ${track.teachers.map((t) => t.name).join(', ')}`}
            </div>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Faixa anterior"
            disabled={current.index === 0}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <SkipBack size={16} aria-hidden="true" focusable="false" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Voltar ${AUDIO_SEEK_STEP_S} segundos`}
            onClick={() => seekTo((audioRef.current?.currentTime ?? position) - AUDIO_SEEK_STEP_S)}
          >
            −10s
          </Button>
          <Button
            size="sm"
            aria-label={isPlaying ? 'Pausar' : 'Tocar'}
            onClick={() => dispatch({ type: 'toggle' })}
          >
            {isPlaying ? (
              <Pause size={16} aria-hidden="true" focusable="false" />
            ) : (
              <Play size={16} aria-hidden="true" focusable="false" />
            )}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Avançar ${AUDIO_SEEK_STEP_S} segundos`}
            onClick={() => seekTo((audioRef.current?.currentTime ?? position) + AUDIO_SEEK_STEP_S)}
          >
            +10s
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Próxima faixa"
            disabled={current.index >= section.tracks.length - 1}
            onClick={() => dispatch({ type: 'next' })}
          >
            <SkipForward size={16} aria-hidden="true" focusable="false" />
          </Button>
          <label css={(theme) => ({ fontSize: theme.fontSizes.sm })}>
            Velocidade{' '}
            <select
              value={speed}
              onChange={(event) => dispatch({ type: 'speed', value: Number(event.target.value) })}
            >
              {AUDIO_SPEEDS.map((value) => (
                <option key={value} value={value}>
                  {String(value).replace('.', ',')}x
                </option>
              ))}
            </select>
          </label>
          <label css={(theme) => ({ fontSize: theme.fontSizes.sm })}>
            Volume{' '}
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={volume}
              onChange={(event) => dispatch({ type: 'volume', value: Number(event.target.value) })}
            />
          </label>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={state.isOpen}
            onClick={() => dispatch({ type: state.isOpen ? 'close' : 'open' })}
          >
            Lista de faixas
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmClose(true)}>
            Fechar player
          </Button>
        </div>
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
          <span data-testid="cast-position">{formatTime(position)}</span>
          <input
            type="range"
            aria-label="Posição da faixa"
            min={0}
            max={Number.isFinite(duration) && duration > 0 ? Math.floor(duration) : track.duration}
            step={1}
            value={Math.floor(position)}
            onChange={(event) => seekTo(Number(event.target.value))}
            css={{ flex: 1 }}
          />
          <span>{formatTime(Number.isFinite(duration) && duration > 0 ? duration : track.duration)}</span>
        </div>
        {state.isOpen && (
          <ol aria-label="Faixas" css={{ margin: 0, maxHeight: 200, overflowY: 'auto' }}>
            {section.tracks.map((item, index) => (
              <li key={item.id}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-current={index === current.index || undefined}
                  onClick={() => dispatch({ type: 'select', index })}
                >
                  {item.title}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
    ) : null;

  return (
    <>
      {dock && (slot ? createPortal(dock, slot) : dock)}
      <Modal
        open={confirmClose}
        onClose={() => setConfirmClose(false)}
        title={CAST_CLOSE_TITLE}
        size="sm"
        footer={
          <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm })}>
            <Button variant="secondary" onClick={() => setConfirmClose(false)}>
              Cancelar
            </Button>
            <Button
              onClick={() => {
                setConfirmClose(false);
                audioRef.current?.pause();
                dispatch({ type: 'exit' });
              }}
            >
              Fechar player
            </Button>
          </div>
        }
      >
        <p>A reprodução será encerrada e o player sairá da tela.</p>
      </Modal>
      <Modal
        open={redirectTo !== null}
        onClose={() => setRedirectTo(null)}
        title={CAST_REDIRECT_TITLE}
        size="sm"
        footer={
          <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm })}>
            <Button variant="secondary" onClick={() => setRedirectTo(null)}>
              Continuar ouvindo
            </Button>
            <Button
              onClick={() => {
                const target = redirectTo;
                setRedirectTo(null);
                playingRef.current = false;
                dispatch({ type: 'pause' });
                if (target) platform.navigate(target);
              }}
            >
              Pausar e ir para as questões
            </Button>
          </div>
        }
      >
        <p>Há um áudio tocando. Para abrir as questões, o áudio será pausado.</p>
        {redirectTo && (
          <p>
            Destino: <code>{redirectTo}</code>
          </p>
        )}
      </Modal>
    </>
  );
}

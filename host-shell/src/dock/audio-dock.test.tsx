import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CastPlayRequest, CastState } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { renderChrome } from '../chrome/render-chrome';
import AudioDock, { CAST_CLOSE_TITLE, CAST_REDIRECT_TITLE } from './audio-dock';
import { storageKey } from './player-machine';

let server: TestServer | undefined;
let userId = 0;

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  window.localStorage.clear();
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server?.close();
  server = undefined;
});

const request: CastPlayRequest = {
  section: {
    id: 1,
    title: 'Direito Constitucional em áudio',
    tracks: [
      { id: 101, title: 'Princípios fundamentais', duration: 120, teachers: [{ name: 'Prof. Lima' }] },
      { id: 102, title: 'Direitos e garantias', duration: 120, teachers: [] },
    ],
    horizontalData: { type: 'default' },
  },
  index: 0,
  albumImageUrl: null,
};

async function setup(saved?: CastState) {
  server = await startTestServer({
    'POST /v3/cast/tracks/album': { data: { url: '/static-bff/cast-audio/1.wav' } },
    'PUT /v3/cast/tracks/position': { data: {} },
    'POST /v3/cast/tracks/heard': { data: {} },
    'POST /v3/mci/my-courses/slug/curso/track/url': { data: { url: '/static-bff/cast-audio/2.wav' } },
  });
  const platform = createTestPlatform({ prefixUrl: server.url });
  userId = platform.session.getUser()?.id ?? 0;
  if (saved) window.localStorage.setItem(storageKey(userId), JSON.stringify(saved));
  const states: CastState[] = [];
  platform.bus.on('cast:state').subscribe((state) => states.push(state));
  const view = renderChrome(<AudioDock />, { platform });
  return { ...view, platform, states };
}

const audio = () => screen.getByTestId('cast-audio') as HTMLAudioElement;

function loadMetadata(duration: number) {
  Object.defineProperty(audio(), 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(audio());
}

test('plays what cast:play asks: track URL by section type, cast:state published, state kept per user', async () => {
  const { platform, states } = await setup();
  act(() => void platform.bus.emit('cast:play', request));
  const dock = await screen.findByRole('region', { name: 'Player de áudio' });
  expect(dock).toHaveTextContent('Princípios fundamentais');
  expect(document.body.style.paddingBottom).toBe('128px');
  await waitFor(() => expect(audio().getAttribute('src')).toBe('/static-bff/cast-audio/1.wav'));
  expect(server?.requestsTo('POST', '/v3/cast/tracks/album')[0]?.json).toEqual({
    track_id: 101,
    album_id: 1,
  });
  expect(states.at(-1)?.currentTrack).toMatchObject({ index: 0, albumId: 1, isPlaying: true });
  const saved = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as CastState;
  expect(saved.playingSection?.id).toBe(1);

  // the transport buttons show lucide icons, named by their labels only (the icons are hidden)
  for (const name of ['Faixa anterior', 'Pausar', 'Próxima faixa']) {
    const button = screen.getByRole('button', { name });
    expect(button.querySelector('svg.lucide')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent('');
  }
  await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
  expect(states.at(-1)?.currentTrack?.isPlaying).toBe(false);
  expect(screen.getByRole('button', { name: 'Tocar' }).querySelector('svg.lucide-play')).not.toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Próxima faixa' }));
  expect(dock).toHaveTextContent('Direitos e garantias');
  expect(screen.getByRole('button', { name: 'Próxima faixa' })).toBeDisabled();
});

test('a reload restores the saved state paused, at the saved position or at 0 near the end', async () => {
  const saved: CastState = {
    isOpen: false,
    albumImageUrl: null,
    playingSection: request.section,
    currentTrack: { index: 0, albumId: 1, position: 40, volume: 0.5, speed: 1.5, isPlaying: true },
  };
  await setup(saved);
  expect(await screen.findByRole('button', { name: 'Tocar' })).toBeInTheDocument();
  await waitFor(() => expect(audio().getAttribute('src')).not.toBeNull());
  loadMetadata(120);
  expect(audio().currentTime).toBe(40);
  expect(audio().volume).toBe(0.5);
  expect(audio().playbackRate).toBe(1.5);
});

test('restarts at 0 when the saved position is within 30 s of the end', async () => {
  const saved: CastState = {
    isOpen: false,
    albumImageUrl: null,
    playingSection: request.section,
    currentTrack: { index: 0, albumId: 1, position: 100, volume: 1, speed: 1, isPlaying: false },
  };
  await setup(saved);
  await waitFor(() => expect(audio().getAttribute('src')).not.toBeNull());
  loadMetadata(120);
  expect(audio().currentTime).toBe(0);
});

test('space toggles play, but not while typing in a field', async () => {
  const { platform } = await setup();
  const field = document.createElement('input');
  document.body.appendChild(field);
  act(() => void platform.bus.emit('cast:play', request));
  await screen.findByRole('button', { name: 'Pausar' });
  field.focus();
  await userEvent.keyboard(' ');
  expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  field.blur();
  fireEvent.keyDown(document.body, { key: ' ' });
  expect(screen.getByRole('button', { name: 'Tocar' })).toBeInTheDocument();
  fireEvent.keyDown(document.body, { key: 'ArrowDown' });
  expect((screen.getByRole('slider', { name: /Volume/ }) as HTMLInputElement).value).toBe('0.95');
  field.remove();
});

test('a question route while playing is cancelled and the cast-redirect modal offers it', async () => {
  const { platform } = await setup();
  act(() => void platform.bus.emit('cast:play', request));
  await screen.findByRole('button', { name: 'Pausar' });
  const cancelNavigation = jest.fn();
  act(() => {
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { newUrl: `${window.location.origin}/questoes/buscar?q=1`, cancelNavigation },
      }),
    );
  });
  expect(cancelNavigation).toHaveBeenCalledWith(true);
  const modal = screen.getByRole('dialog', { name: CAST_REDIRECT_TITLE });
  expect(modal).toHaveTextContent('/questoes/buscar?q=1');
  await userEvent.click(screen.getByRole('button', { name: 'Pausar e ir para as questões' }));
  expect(platform.calls.navigations).toEqual(['/questoes/buscar?q=1']);
  expect(screen.getByRole('button', { name: 'Tocar' })).toBeInTheDocument();

  // paused: the next question route is not blocked
  const other = jest.fn();
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { newUrl: `${window.location.origin}/questoes/1`, cancelNavigation: other },
    }),
  );
  expect(other).not.toHaveBeenCalled();
});

test('closing asks first (cast-close); confirming exits and clears the saved state', async () => {
  const { platform } = await setup();
  act(() => void platform.bus.emit('cast:play', request));
  await screen.findByRole('region', { name: 'Player de áudio' });
  await userEvent.click(screen.getByRole('button', { name: 'Lista de faixas' }));
  expect(screen.getByRole('list', { name: 'Faixas' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Fechar player' }));
  const modal = screen.getByRole('dialog', { name: CAST_CLOSE_TITLE });
  await userEvent.click(within(modal).getByRole('button', { name: 'Fechar player' }));
  expect(screen.queryByRole('region', { name: 'Player de áudio' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem(storageKey(userId))).toBeNull();
  expect(document.body.style.paddingBottom).toBe('');
});

test('saves the position every 5 s while playing, but never for an ldi section', async () => {
  const { platform } = await setup();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    act(() => void platform.bus.emit('cast:play', request));
    await waitFor(() => expect(audio().getAttribute('src')).not.toBeNull());
    audio().currentTime = 12;
    act(() => void jest.advanceTimersByTime(5000));
    await waitFor(() =>
      expect(server?.requestsTo('PUT', '/v3/cast/tracks/position')[0]?.json).toEqual({
        album_id: 1,
        track_id: 101,
        position: 12,
      }),
    );

    const ldi: CastPlayRequest = {
      ...request,
      section: { ...request.section, id: 'ldi-7', horizontalData: { type: 'ldi', data: { slug: 'curso' } } },
    };
    act(() => void platform.bus.emit('cast:play', ldi));
    await waitFor(() =>
      expect(server?.requestsTo('POST', '/v3/mci/my-courses/slug/curso/track/url')).toHaveLength(1),
    );
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/static-bff/cast-audio/2.wav'));
    act(() => void jest.advanceTimersByTime(15000));
  } finally {
    jest.useRealTimers();
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server?.requestsTo('PUT', '/v3/cast/tracks/position')).toHaveLength(1);
});

test('an album track played to its end is marked heard by the dock itself, then published with heardRecorded', async () => {
  const { platform } = await setup();
  const ended: unknown[] = [];
  platform.bus.on('cast:track-ended').subscribe((payload) => ended.push(payload));
  act(() => platform.bus.emit('cast:play', { ...request, section: { ...request.section, id: 7 } }));
  await waitFor(() => expect(audio()).toHaveAttribute('src'));
  loadMetadata(120);

  fireEvent.ended(audio());
  await waitFor(() => expect(ended).toHaveLength(1));
  expect(server?.requestsTo('POST', '/v3/cast/tracks/heard').map((call) => call.json)).toEqual([
    { album_id: 7, track_id: 101 },
  ]);
  expect(ended[0]).toEqual({
    sectionId: 7,
    sectionType: 'default',
    albumId: 7,
    track: request.section.tracks[0],
    index: 0,
    heardRecorded: true,
  });
});

test('an LDI section has no album to mark: nothing is posted and the end is published as it is', async () => {
  const { platform } = await setup();
  const ended: unknown[] = [];
  platform.bus.on('cast:track-ended').subscribe((payload) => ended.push(payload));
  act(() =>
    platform.bus.emit('cast:play', {
      ...request,
      section: { ...request.section, id: 7, horizontalData: { type: 'ldi', data: { slug: 'curso' } } },
    }),
  );
  await waitFor(() => expect(audio()).toHaveAttribute('src'));
  loadMetadata(120);
  fireEvent.ended(audio());
  expect(ended).toEqual([expect.not.objectContaining({ heardRecorded: true })]);
  expect(server?.requestsTo('POST', '/v3/cast/tracks/heard')).toHaveLength(0);
});

test('a track played to its end is published as cast:track-ended before the dock goes on to the next', async () => {
  const { platform, states } = await setup();
  const ended: unknown[] = [];
  platform.bus.on('cast:track-ended').subscribe((payload) => ended.push(payload));
  act(() => platform.bus.emit('cast:play', { ...request, section: { ...request.section, id: 'album-7' } }));
  await waitFor(() => expect(audio()).toHaveAttribute('src'));
  loadMetadata(120);

  fireEvent.ended(audio());
  expect(ended).toEqual([
    {
      sectionId: 'album-7',
      sectionType: 'default',
      albumId: 'album-7',
      track: request.section.tracks[0],
      index: 0,
    },
  ]);
  await waitFor(() => expect(states.at(-1)?.currentTrack?.index).toBe(1));

  // the last track: published too, and the dock stops
  fireEvent.ended(audio());
  expect(ended).toHaveLength(2);
  expect(ended[1]).toMatchObject({ track: { id: 102 }, index: 1 });
  await waitFor(() => expect(states.at(-1)?.currentTrack?.isPlaying).toBe(false));
});

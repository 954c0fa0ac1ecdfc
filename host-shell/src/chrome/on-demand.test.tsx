import { act, screen } from '@testing-library/react';
import type { CastPlayRequest } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { storageKey } from '../dock/dock-storage-key';
import { shellStore, userAtom } from '../state/shell-store';
import { mount, unmount } from './chrome-app';
import { ANA } from './render-chrome';

// The drawers and the audio dock are not in the first load: they load when something asks for them, and
// the request that woke them is not lost.

const play: CastPlayRequest = {
  section: {
    id: 1,
    title: 'Direito Constitucional em áudio',
    tracks: [{ id: 101, title: 'Princípios fundamentais', duration: 120, teachers: [] }],
    horizontalData: { type: 'default' },
  },
  index: 0,
  albumImageUrl: null,
};

beforeEach(() => {
  document.body.innerHTML =
    '<header id="shell-topbar"></header><nav id="shell-sidemenu" aria-label="Menu principal"></nav><main id="area"></main><div id="shell-dock"></div>';
  window.localStorage.clear();
  shellStore.set(userAtom, ANA);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    'POST /v3/cast/tracks/album': { data: { url: '/static-bff/cast-audio/1.wav' } },
    'PUT /v3/cast/tracks/position': { data: {} },
  });
});

afterAll(() => server.close());

afterEach(async () => {
  await act(() => unmount());
});

test('no drawer or player before anything asks; the first drawer:open shows its drawer', async () => {
  const platform = createTestPlatform({ prefixUrl: server.url });
  await act(() => mount({ platform, preload: () => {} }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Player de áudio' })).not.toBeInTheDocument();

  act(() => platform.openDrawer({ kind: 'create-folder', path: 'base' }));
  expect(await screen.findByRole('dialog', { name: 'Criar pasta' })).toBeInTheDocument();
});

test('the first cast:play loads the dock and plays that track', async () => {
  const platform = createTestPlatform({ prefixUrl: server.url });
  await act(() => mount({ platform, preload: () => {} }));
  act(() => platform.bus.emit('cast:play', play));
  const title = await screen.findByText('Princípios fundamentais');
  expect(title.closest('section')).toHaveAccessibleName('Player de áudio');
});

test('a track the student left in the player loads the dock at once to restore it', async () => {
  const platform = createTestPlatform({ prefixUrl: server.url });
  window.localStorage.setItem(
    storageKey(platform.session.getUser()?.id ?? 0),
    JSON.stringify({
      isOpen: false,
      albumImageUrl: null,
      playingSection: play.section,
      currentTrack: { index: 0, position: 42, volume: 1, speed: 1, isPlaying: false },
    }),
  );
  await act(() => mount({ platform, preload: () => {} }));
  const title = await screen.findByText('Princípios fundamentais');
  expect(title.closest('section')).toHaveAccessibleName('Player de áudio');
});

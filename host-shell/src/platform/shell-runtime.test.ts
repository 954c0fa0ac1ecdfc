import { createEventBus, createHttpClients } from 'shared-contracts';
import { TRACK_OUTBOX_KEY } from '../tracking/event-tracker';
import { installShellRuntime } from './shell-runtime';

function outbox(): { events: { type: string; target: { id: string }[] }[] }[] {
  return JSON.parse(window.sessionStorage.getItem(TRACK_OUTBOX_KEY) ?? '[]') as ReturnType<typeof outbox>;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/mesa-de-estudo');
});

it('tracks the first page view from a task of its own, after the rest of the runtime (issue 12)', async () => {
  const bus = createEventBus();
  const http = createHttpClients({ bus, vertical: 'concursos', prefixUrl: 'http://127.0.0.1:9' });

  installShellRuntime({ vertical: 'concursos', bus, http, environment: 'local', featuresWaitMs: 0 });

  // the layouts are installed in this task (the body has the page's layout class) ...
  expect(document.body.className).not.toBe('');
  // ... the tracker and its outbox only in the next
  expect(window.sessionStorage.getItem(TRACK_OUTBOX_KEY)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(outbox().flatMap((group) => group.events)).toEqual([
    expect.objectContaining({ type: 'page-view', target: [{ type: 'page', id: '/mesa-de-estudo' }] }),
  ]);
});

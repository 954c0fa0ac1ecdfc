import { createEventBus, createHttpClients } from 'shared-contracts';
import { verticalBrands } from 'shared-design-system';
import { TRACK_OUTBOX_KEY } from '../tracking/event-tracker';
import { pageHistoryAtom, shellStore } from '../state/shell-store';
import { installShellRuntime } from './shell-runtime';

function outbox(): { events: { type: string; target: { id: string }[] }[] }[] {
  return JSON.parse(window.sessionStorage.getItem(TRACK_OUTBOX_KEY) ?? '[]') as ReturnType<typeof outbox>;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/mesa-de-estudo');
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('installs the runtime in three tasks: layouts, then what the page reads, then the tracker (issue 12)', async () => {
  const bus = createEventBus();
  const http = createHttpClients({ bus, vertical: 'concursos', prefixUrl: 'http://127.0.0.1:9' });

  const pending = installShellRuntime({
    vertical: 'concursos',
    bus,
    http,
    environment: 'local',
    featuresWaitMs: 0,
  });

  // the vertical and the layouts are installed in this task (the body has the page's layout class) ...
  expect(document.title).toBe(verticalBrands.concursos.productName);
  expect(document.body.className).not.toBe('');
  // ... the page history (and the rest the page reads) in the next ...
  expect(shellStore.get(pageHistoryAtom)).toEqual([]);
  await nextTask();
  expect(shellStore.get(pageHistoryAtom)).toEqual(['/mesa-de-estudo']);
  const router = await pending;
  expect(router).toEqual({ checkInitialUrl: expect.any(Function), install: expect.any(Function) });
  // ... and the tracker and its outbox only in the one after
  expect(window.sessionStorage.getItem(TRACK_OUTBOX_KEY)).toBeNull();
  await nextTask();
  expect(outbox().flatMap((group) => group.events)).toEqual([
    expect.objectContaining({ type: 'page-view', target: [{ type: 'page', id: '/mesa-de-estudo' }] }),
  ]);
});

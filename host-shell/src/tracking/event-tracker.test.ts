import { createEventBus, createHttpClients } from 'shared-contracts';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { trackFirstPage } from '../boot/first-page';
import { onSignOut } from '../session/auth-urls';
import { signOut } from '../session/sign-out';
import {
  batchesUnder,
  installEventTracker,
  installPageViewTracking,
  TRACK_BATCH_MAX_BYTES,
  TRACK_OUTBOX_KEY,
  type EventTracker,
} from './event-tracker';

let server: TestServer;
let tracker: EventTracker | undefined;

afterEach(async () => {
  tracker?.uninstall();
  tracker = undefined;
  window.sessionStorage.clear();
  jest.useRealTimers();
  // the pure tests start no server
  if (server) await server.close();
  server = undefined as unknown as TestServer;
});

/** requests handed to fetch, counted as they start */
let started: Request[] = [];

/** the student signed in on the page under test */
const STUDENT = 7001;

async function setup(
  reply: object = { status: 202, json: { data: { received: 1 } } },
  storage?: Storage | null,
  userId: () => number | null = () => STUDENT,
  onUserChange?: (listener: () => void) => () => void,
  onSignOut?: (listener: () => void) => () => void,
) {
  server = await startTestServer({ 'POST /bff/event-tracker/tracks': reply });
  const busLogger = { error: jest.fn() };
  const bus = createEventBus({ logger: busLogger });
  started = [];
  const http = createHttpClients({
    bus,
    vertical: 'concursos',
    prefixUrl: server.url,
    fetch: (input, init) => {
      started.push(input as Request);
      return fetch(input, init);
    },
  });
  const logger = { error: jest.fn() };
  tracker = installEventTracker({
    bus,
    http,
    logger,
    storage,
    userId,
    onUserChange,
    onSignOut,
    now: () => new Date('2026-11-24T10:00:00.000Z'),
  });
  return { bus, busLogger, logger, tracker };
}

/** meta.url: the page without its query string or hash */
const PAGE_URL = `${window.location.origin}${window.location.pathname}`;

const VALID = {
  type: 'click',
  target: [{ type: 'question', id: 7 }],
  context: 'questoes',
  meta: { page: 1 },
};

test('a valid event is stamped and queued; every 30 s the queue goes to the BFF as one array', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const { bus, tracker } = await setup();
  bus.emit('track', VALID);
  bus.emit('track', { type: 'view', target: 'mesa-de-estudo', context: 'home' });
  expect(tracker.pending()).toHaveLength(2);
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(0);

  jest.advanceTimersByTime(29_999);
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(0);
  jest.advanceTimersByTime(1);
  jest.useRealTimers();
  await waitForRequests(1);
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')[0]?.json).toEqual([
    {
      type: 'click',
      target: [{ type: 'question', id: 7 }],
      context: 'questoes',
      timestamp: '2026-11-24T10:00:00.000Z',
      origin: 'front-student',
      meta: { page: 1, url: PAGE_URL },
    },
    {
      type: 'view',
      target: 'mesa-de-estudo',
      context: 'home',
      timestamp: '2026-11-24T10:00:00.000Z',
      origin: 'front-student',
      meta: { url: PAGE_URL },
    },
  ]);
  expect(tracker.pending()).toHaveLength(0);
});

test('an invalid event (empty target, a target without id, no context) is rejected and logged, never sent', async () => {
  const { bus, busLogger, tracker } = await setup();
  bus.emit('track', { type: 'click', target: [], context: 'x' });
  bus.emit('track', { type: 'click', target: [{ type: 'question' }], context: 'x' } as never);
  bus.emit('track', { type: 'click', target: 'x' } as never);
  expect(busLogger.error).toHaveBeenCalledTimes(3);
  expect(tracker.pending()).toHaveLength(0);
  await tracker.flush();
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(0);
});

test('leaving the page sends the queue at once, without waiting for the 30 s', async () => {
  const { bus } = await setup();
  bus.emit('track', VALID);
  window.dispatchEvent(new Event('pagehide'));
  // handed to the browser as a keepalive request before the handler returned: a page being left may run
  // nothing after it
  expect(started.map((request) => [request.method, request.keepalive])).toEqual([['POST', true]]);
  await waitForRequests(1);
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')[0]?.json).toHaveLength(1);
});

test("signing out (Sair) sends the queue before the logout's POST leaves the page, while the session holds", async () => {
  const left: number[] = [];
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
    left.push(started.length);
  });
  try {
    const { bus, tracker } = await setup(undefined, undefined, undefined, undefined, onSignOut);
    bus.emit('track', VALID);
    signOut('/auth/logout?redirect=%2Fauth%2Flogin');
    // a keepalive request already on its way when the page left: at pagehide the logout has ended the session
    expect(left).toEqual([1]);
    expect(started.map((request) => [request.method, request.keepalive])).toEqual([['POST', true]]);
    await waitForRequests(1);
    expect(tracker.pending()).toHaveLength(0);

    // an uninstalled tracker no longer listens
    tracker.uninstall();
    bus.emit('track', VALID);
    signOut('/auth/logout?redirect=%2Fauth%2Flogin');
    expect(left).toEqual([1, 1]);
  } finally {
    submit.mockRestore();
  }
});

test('the page hidden (another tab, the phone locked) sends the queue at once too', async () => {
  const { bus, tracker } = await setup();
  bus.emit('track', VALID);
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  try {
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    visibility.mockRestore();
  }
  expect(started).toHaveLength(1);
  await waitForRequests(1);
  expect(tracker.pending()).toHaveLength(0);
});

test('a send refused while leaving the page stops tracking, as any failed send does', async () => {
  const { bus, logger, tracker } = await setup({ status: 500, json: { error: { message: 'x' } } });
  bus.emit('track', VALID);
  await tracker.flush({ unloading: true });
  expect(tracker.stopped()).toBe(true);
  expect(logger.error).toHaveBeenCalled();
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(1);
});

test('after one failed send tracking stops for the page', async () => {
  const { bus, logger, tracker } = await setup({ status: 500, json: { error: { message: 'x' } } });
  bus.emit('track', VALID);
  await tracker.flush();
  expect(tracker.stopped()).toBe(true);
  expect(logger.error).toHaveBeenCalled();
  bus.emit('track', VALID);
  expect(tracker.pending()).toHaveLength(0);
  await tracker.flush();
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(1);
});

test('meta.url leaves out the query string and the hash (search terms, tokens)', async () => {
  window.history.pushState({}, '', '/questoes/resultado-pesquisa?q=crase&token=abc#x');
  try {
    const { bus, tracker } = await setup();
    bus.emit('track', VALID);
    expect(tracker.pending()[0]?.meta).toEqual({
      page: 1,
      url: `${window.location.origin}/questoes/resultado-pesquisa`,
    });
  } finally {
    window.history.pushState({}, '', '/');
  }
});

test('leaving the page with a large queue sends it in keepalive batches under 60 KiB, none lost', async () => {
  const { bus } = await setup();
  const long = 'x'.repeat(2_000);
  for (let i = 0; i < 80; i += 1) bus.emit('track', { ...VALID, meta: { page: i, note: long } });
  window.dispatchEvent(new Event('pagehide'));
  await waitForRequests(3);
  const sent = server.requestsTo('POST', '/bff/event-tracker/tracks');
  for (const request of sent)
    expect(Buffer.byteLength(request.body)).toBeLessThanOrEqual(TRACK_BATCH_MAX_BYTES);
  expect(
    sent
      .flatMap((request) => (request.json as { meta: { page: number } }[]).map((e) => e.meta.page))
      .sort((a, b) => a - b),
  ).toEqual(Array.from({ length: 80 }, (_, i) => i));
});

test('batchesUnder keeps order and puts an event too large for any batch alone', () => {
  expect(batchesUnder([1, 2, 3], 6)).toEqual([[1, 2], [3]]);
  expect(batchesUnder(['x'.repeat(50), 1], 10)).toEqual([['x'.repeat(50)], [1]]);
  expect(batchesUnder([])).toEqual([]);
});

async function waitForRequests(count: number) {
  for (let i = 0; i < 100 && server.requestsTo('POST', '/bff/event-tracker/tracks').length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(count);
}

test('the shell tracks a page view for the first page and each navigation to another path', async () => {
  const { bus, tracker } = await setup();
  window.history.replaceState(null, '', '/mesa-de-estudo');
  const uninstall = installPageViewTracking(bus);
  window.dispatchEvent(new Event('single-spa:routing-event'));
  window.history.pushState(null, '', '/cast?x=1');
  window.dispatchEvent(new Event('single-spa:routing-event'));
  uninstall();
  expect(tracker.pending().map((event) => [event.type, event.target, event.context])).toEqual([
    ['page-view', [{ type: 'page', id: '/mesa-de-estudo' }], 'shell'],
    ['page-view', [{ type: 'page', id: '/cast' }], 'shell'],
  ]);
});

const outbox = () => JSON.parse(window.sessionStorage.getItem(TRACK_OUTBOX_KEY) ?? 'null') as unknown;

/** an event an earlier page of the tab stamped and queued */
const LEFT_OVER = {
  type: 'page-view',
  target: [{ type: 'page', id: '/cast' }],
  context: 'shell',
  timestamp: '2026-11-24T09:59:00.000Z',
  origin: 'front-student',
  meta: { url: 'http://concursos.localhost/cast' },
};

/** A session whose student is not known at first, and changes when the test says so. */
function changingSession() {
  let user: number | null = null;
  const listeners = new Set<() => void>();
  return {
    listeners,
    userId: () => user,
    onUserChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(next: number | null) {
      user = next;
      for (const listener of listeners) listener();
    },
  };
}

test('the queue waits in the tab (sessionStorage) until it is sent, and leaves it once sent', async () => {
  const { bus } = await setup();
  expect(outbox()).toBeNull();
  bus.emit('track', VALID);
  // with the student who was signed in
  expect(outbox()).toEqual([
    {
      user: STUDENT,
      events: [expect.objectContaining({ type: 'click', timestamp: '2026-11-24T10:00:00.000Z' })],
    },
  ]);
  window.dispatchEvent(new Event('pagehide'));
  // gone before the handler returned: the next page of the tab does not send it again
  expect(outbox()).toBeNull();
  await waitForRequests(1);
});

test('what an earlier page of the tab queued and never sent goes out once this page has painted', async () => {
  window.sessionStorage.setItem(
    TRACK_OUTBOX_KEY,
    JSON.stringify([
      { user: STUDENT, events: [LEFT_OVER, { type: 'x' }, null, { ...LEFT_OVER, origin: 'elsewhere' }] },
    ]),
  );
  const forget = trackFirstPage(window);
  try {
    const { bus } = await setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(0);
    // this page's own events wait with them
    bus.emit('track', VALID);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await waitForRequests(1);
    // the malformed entries are dropped; the earlier page's event keeps its own time and page, and goes first
    const sent = server.requestsTo('POST', '/bff/event-tracker/tracks')[0]?.json as unknown[];
    expect(sent).toEqual([LEFT_OVER, expect.objectContaining({ type: 'click' })]);
    expect(outbox()).toBeNull();
  } finally {
    forget();
  }
});

test("another student's leftovers in the tab are dropped, never sent under this student's session", async () => {
  const other = { ...LEFT_OVER, target: [{ type: 'page', id: '/perfil' }] };
  window.sessionStorage.setItem(
    TRACK_OUTBOX_KEY,
    JSON.stringify([
      { user: 7002, events: [other] },
      // queued before that page knew its session: nobody's
      { user: null, events: [other] },
      { user: STUDENT, events: [LEFT_OVER] },
    ]),
  );
  const forget = trackFirstPage(window);
  try {
    const { tracker } = await setup();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await waitForRequests(1);
    expect(server.requestsTo('POST', '/bff/event-tracker/tracks')[0]?.json).toEqual([LEFT_OVER]);
    expect(outbox()).toBeNull();
    // and nothing more goes later
    await tracker.flush();
    expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(1);
  } finally {
    forget();
  }
});

test('earlier leftovers wait while the page does not know its student, and go once it does', async () => {
  window.sessionStorage.setItem(TRACK_OUTBOX_KEY, JSON.stringify([{ user: STUDENT, events: [LEFT_OVER] }]));
  const session = changingSession();
  const forget = trackFirstPage(window);
  try {
    await setup(undefined, undefined, session.userId, session.onUserChange);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('POST', '/bff/event-tracker/tracks')).toHaveLength(0);
    expect(outbox()).toEqual([{ user: STUDENT, events: [LEFT_OVER] }]);
    session.change(STUDENT);
    await waitForRequests(1);
    expect(server.requestsTo('POST', '/bff/event-tracker/tracks')[0]?.json).toEqual([LEFT_OVER]);
    expect(outbox()).toBeNull();
  } finally {
    forget();
  }
});

test('a page left before its first paint keeps the earlier leftovers in the outbox beside its own events', async () => {
  window.sessionStorage.setItem(TRACK_OUTBOX_KEY, JSON.stringify([{ user: 7002, events: [LEFT_OVER] }]));
  // the first page has not painted yet (no routing event)
  const forget = trackFirstPage(window);
  try {
    const { bus } = await setup();
    bus.emit('track', VALID);
    expect(outbox()).toEqual([
      { user: 7002, events: [LEFT_OVER] },
      { user: STUDENT, events: [expect.objectContaining({ type: 'click' })] },
    ]);
    // its own events go as it is left; the earlier student's wait for a page of theirs
    window.dispatchEvent(new Event('pagehide'));
    expect(outbox()).toEqual([{ user: 7002, events: [LEFT_OVER] }]);
    await waitForRequests(1);
    expect(server.requestsTo('POST', '/bff/event-tracker/tracks')[0]?.json).toEqual([
      expect.objectContaining({ type: 'click' }),
    ]);
  } finally {
    forget();
  }
});

test('the first page view, queued before the session is known, is kept for the student once known', async () => {
  const session = changingSession();
  const { bus } = await setup(undefined, undefined, session.userId, session.onUserChange);
  bus.emit('track', VALID);
  const events = [expect.objectContaining({ type: 'click' })];
  expect(outbox()).toEqual([{ user: null, events }]);
  session.change(STUDENT);
  expect(outbox()).toEqual([{ user: STUDENT, events }]);
  // still this student's if the session ends before the page does (an expired session leaves the page)
  session.change(null);
  expect(outbox()).toEqual([{ user: STUDENT, events }]);
  tracker?.uninstall();
  tracker = undefined;
  expect(session.listeners.size).toBe(0);
});

test('an unreadable outbox is ignored', async () => {
  window.sessionStorage.setItem(TRACK_OUTBOX_KEY, '{not json');
  const { tracker } = await setup();
  expect(tracker.pending()).toEqual([]);
});

test('a storage that refuses writes (full, blocked) loses nothing of this page: the queue is sent from memory', async () => {
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  const { bus, tracker } = await setup(undefined, refusing);
  bus.emit('track', VALID);
  expect(tracker.pending()).toHaveLength(1);
  window.dispatchEvent(new Event('pagehide'));
  await waitForRequests(1);
});

test('after a failed send nothing waits in the outbox: tracking stops, and the next page does not resend', async () => {
  const { bus, tracker } = await setup({ status: 500, json: { error: { message: 'x' } } });
  bus.emit('track', VALID);
  await tracker.flush();
  expect(tracker.stopped()).toBe(true);
  bus.emit('track', VALID);
  expect(outbox()).toBeNull();
});

import {
  EVENT_FLUSH_MS,
  type EventBus,
  type HttpClients,
  type TrackedEvent,
  type TrackedEventInput,
} from 'shared-contracts';

const TRACKS_PATH = 'bff/event-tracker/tracks';

/**
 * The largest body of one send: browsers refuse keepalive requests whose bodies add up to more than 64 KiB,
 * so a queue sent while the page unloads goes in batches under 60 KiB.
 */
export const TRACK_BATCH_MAX_BYTES = 60 * 1024;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The queue cut into batches whose JSON arrays stay under `maxBytes` (an event too large alone goes alone). */
export function batchesUnder<T>(events: readonly T[], maxBytes: number = TRACK_BATCH_MAX_BYTES): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let size = 2; // the array's brackets
  for (const event of events) {
    const eventSize = byteLength(JSON.stringify(event)) + 1; // and its comma
    if (current.length > 0 && size + eventSize > maxBytes) {
      batches.push(current);
      current = [];
      size = 2;
    }
    current.push(event);
    size += eventSize;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export interface EventTrackerOptions {
  bus: EventBus;
  http: HttpClients;
  win?: Window;
  now?: () => Date;
  logger?: Pick<Console, 'error'>;
  intervalMs?: number;
}

export interface EventTracker {
  /** events waiting for the next send */
  pending(): readonly TrackedEvent[];
  /** whether a send failed (tracking then stops for the page) */
  stopped(): boolean;
  flush(options?: { unloading?: boolean }): Promise<void>;
  uninstall(): void;
}

/**
 * Event tracking of spec 1 §4, §5, §8: what remotes and the shell send with `platform.track` (the bus's
 * `track` event, whose guard rejects and logs an invalid event) is stamped (timestamp, origin
 * 'front-student', meta.url without query string) and queued; the queue goes to POST
 * /bff/event-tracker/tracks every 30 s and when the page is hidden or unloaded (keepalive requests in batches
 * under 60 KiB, started synchronously, so leaving the page does not lose it). After one failed send tracking stops for the page.
 */
export function installEventTracker(options: EventTrackerOptions): EventTracker {
  const { bus, http, win = window, now = () => new Date(), logger = console } = options;
  const intervalMs = options.intervalMs ?? EVENT_FLUSH_MS;
  let queue: TrackedEvent[] = [];
  let failed = false;

  const stamp = (input: TrackedEventInput): TrackedEvent => ({
    type: input.type,
    target: input.target,
    context: input.context,
    timestamp: now().toISOString(),
    origin: 'front-student',
    // the page without its query string and hash: they may carry search terms, tokens or ids
    meta: { ...input.meta, url: `${win.location.origin}${win.location.pathname}` },
  });

  // the bus has already rejected (and logged) an invalid event: its guard for 'track' is the rule of §5
  const subscription = bus.on('track').subscribe((input) => {
    if (!failed) queue.push(stamp(input));
  });

  const flush = async ({ unloading = false } = {}) => {
    if (failed || queue.length === 0) return;
    const batches = batchesUnder(queue);
    queue = [];
    try {
      // all started at once, and while the page goes away each one handed to the browser before this
      // handler returns (keepalivePost): a page being left may not run any later code
      await Promise.all(
        batches.map(async (batch) => {
          if (!unloading) return http.api.post(TRACKS_PATH, { json: batch, retry: 0 });
          const response = await http.keepalivePost(TRACKS_PATH, batch);
          if (!response.ok) throw new Error(`POST ${TRACKS_PATH} respondeu ${response.status}`);
          return response;
        }),
      );
    } catch (error) {
      failed = true;
      logger.error('[tracking] envio de eventos falhou; rastreamento interrompido nesta página', error);
    }
  };

  const timer = win.setInterval(() => void flush(), intervalMs);
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') void flush({ unloading: true });
  };
  const onPageHide = () => void flush({ unloading: true });
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);

  return {
    pending: () => queue,
    stopped: () => failed,
    flush,
    uninstall() {
      subscription.unsubscribe();
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', onPageHide);
    },
  };
}

/**
 * The shell's own event: a page view per visited path (the first page and every navigation to another
 * path), so the tracker reports where students go even before any area tracks anything.
 */
export function installPageViewTracking(bus: EventBus, win: Window = window): () => void {
  let lastPath: string | null = null;
  const view = () => {
    const path = win.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    bus.emit('track', { type: 'page-view', target: [{ type: 'page', id: path }], context: 'shell' });
  };
  view();
  win.addEventListener('single-spa:routing-event', view);
  return () => win.removeEventListener('single-spa:routing-event', view);
}

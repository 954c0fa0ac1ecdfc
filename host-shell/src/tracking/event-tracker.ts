import {
  EVENT_FLUSH_MS,
  type EventBus,
  type HttpClients,
  type TrackedEvent,
  type TrackedEventInput,
} from 'shared-contracts';
import { afterFirstPage } from '../boot/first-page';
import { sessionStorageOrNull } from '../platform/local-storage';

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

/**
 * Where the queue waits in the tab (sessionStorage) until it is sent. Chromium may discard a page left while
 * it is still loading without running its pagehide or visibilitychange handlers (seen in e2e: ~1 in 13 when
 * the student left at once, none when the page had settled); what that page had not sent is then sent by
 * the next page of the same tab (a return with the back button, a reload, a link back).
 *
 * Each page's events are kept with the student who was signed in when they were queued, and the next page
 * sends only the ones of the student signed in there: after a sign-out in that tab (Sair, an expired
 * session) another student's page never sends them under its own session.
 */
export const TRACK_OUTBOX_KEY = 'platform:tracked-events';

/** The most events taken over from earlier pages (a corrupt or runaway outbox is not sent whole). */
export const TRACK_OUTBOX_MAX_EVENTS = 1_000;

/** the signed-in student's id (LoggedUser.id) */
type StudentId = number;

/** One page's part of the outbox: its events and who was signed in (null: nobody yet, never resent). */
interface OutboxGroup {
  user: StudentId | null;
  events: TrackedEvent[];
}

/** an event stamped by this shell (what it wrote; anything else in the outbox is dropped) */
const isStampedEvent = (value: unknown): value is TrackedEvent =>
  (value as TrackedEvent | null)?.origin === 'front-student' && !!(value as TrackedEvent).meta;

/** What earlier pages of this tab queued and did not send, per student (none when unreadable). */
function takeOutbox(storage: Storage | null): OutboxGroup[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TRACK_OUTBOX_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    let room = TRACK_OUTBOX_MAX_EVENTS;
    const groups: OutboxGroup[] = [];
    // the latest pages first, so that a runaway outbox keeps its most recent events
    for (const group of [...(parsed as Partial<OutboxGroup>[])].reverse()) {
      if (typeof group?.user !== 'number' || !Array.isArray(group.events) || room <= 0) continue;
      const events = group.events.filter(isStampedEvent).slice(-room);
      room -= events.length;
      if (events.length > 0) groups.unshift({ user: group.user, events });
    }
    return groups;
  } catch {
    return [];
  }
}

export interface EventTrackerOptions {
  bus: EventBus;
  http: HttpClients;
  win?: Window;
  /** where the queue waits in the tab; null keeps it in memory only (default: the tab's sessionStorage) */
  storage?: Storage | null;
  /** the student signed in now, null before the session is known or when nobody is (default: nobody) */
  userId?: () => StudentId | null;
  /** calls `listener` whenever the signed-in student changes (the session is known); returns the unsubscribe */
  onUserChange?: (listener: () => void) => () => void;
  /**
   * calls `listener` when the student signs out, before the page leaves (auth-urls' `onSignOut`); returns the
   * unsubscribe. The queue is sent then, under the student's session: at pagehide the logout has ended it.
   */
  onSignOut?: (listener: () => void) => () => void;
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
 *
 * The queue is mirrored in the tab's outbox (`TRACK_OUTBOX_KEY`): a page the browser discarded before its
 * handlers ran leaves its events there, and the next page of the tab sends them once it has painted.
 */
export function installEventTracker(options: EventTrackerOptions): EventTracker {
  const { bus, http, win = window, now = () => new Date(), logger = console } = options;
  const storage = options.storage === undefined ? sessionStorageOrNull(win) : options.storage;
  const intervalMs = options.intervalMs ?? EVENT_FLUSH_MS;
  const userId = options.userId ?? (() => null);
  /** whose page this is: the student once known, kept if the session ends before the page does */
  let pageUser: StudentId | null = null;
  const student = () => (pageUser = userId() ?? pageUser);
  /** earlier pages' events, kept in the outbox until this page knows whose session it runs */
  let earlier = takeOutbox(storage);
  let queue: TrackedEvent[] = [];
  let failed = false;
  let installed = true;

  /** the outbox follows the queue (best effort: a full or blocked storage keeps the queue in memory only) */
  const save = () => {
    const groups = [...earlier, { user: student(), events: queue }].filter(
      (group) => group.events.length > 0,
    );
    try {
      if (groups.length === 0) storage?.removeItem(TRACK_OUTBOX_KEY);
      else storage?.setItem(TRACK_OUTBOX_KEY, JSON.stringify(groups));
    } catch {
      // the queue is still sent from memory
    }
  };

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
    if (failed) return;
    queue.push(stamp(input));
    save();
  });

  const flush = async ({ unloading = false } = {}) => {
    if (failed || queue.length === 0) return;
    const batches = batchesUnder(queue);
    queue = [];
    // the events are on their way (or lost with a failed send, which stops tracking): not sent again
    save();
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
  // the first page view is queued before the session is known: the outbox learns whose it is when it is
  const stopWatchingUser = options.onUserChange?.(save);
  // earlier pages' leftovers are overdue: once this page has painted and knows its student, that student's
  // are sent at once (not 30 s later) and another student's are dropped
  const settleEarlier = (): boolean => {
    const user = userId();
    if (!installed || user === null) return !installed;
    const own = earlier.filter((group) => group.user === user);
    earlier = [];
    queue = [...own.flatMap((group) => group.events), ...queue];
    if (queue.length > 0) void flush();
    else save();
    return true;
  };
  if (earlier.length > 0)
    void afterFirstPage().then(() => {
      if (settleEarlier()) return;
      // the session is not known yet (slow, or failing: then nobody's leftovers are ever sent)
      const stop = options.onUserChange?.(() => {
        if (settleEarlier()) stop?.();
      });
    });
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') void flush({ unloading: true });
  };
  /** the page goes away (pagehide) or the student signs out: the queue leaves in keepalive requests now */
  const sendWhileLeaving = () => void flush({ unloading: true });
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', sendWhileLeaving);
  const stopWatchingSignOut = options.onSignOut?.(sendWhileLeaving);

  return {
    pending: () => queue,
    stopped: () => failed,
    flush,
    uninstall() {
      installed = false;
      subscription.unsubscribe();
      stopWatchingUser?.();
      stopWatchingSignOut?.();
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', sendWhileLeaving);
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

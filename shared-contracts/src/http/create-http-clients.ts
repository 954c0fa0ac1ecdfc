import ky, { isHTTPError } from 'ky';
import type { Input, KyInstance, Options } from 'ky';
import { REQUEST_RETRIES } from '../constants/business-constants';
import type { EventBus } from '../events/event-bus';
import { DEFAULT_VERTICAL, verticalFromHost } from '../verticals/verticals';
import { yieldToMainIfPrioritized } from '../scheduling/yield-to-main';
import { readCookie, readTestMode } from './request-context';
import type { VerticalId } from '../verticals/verticals';
import {
  CALL_DEADLINE_MS,
  HEADER_INTERACTIVE_TRACK_TYPE,
  MAX_RETRY_AFTER_MS,
  RETRY_AFTER_STATUSES,
  HEADER_REQUESTER,
  HEADER_TEST_TOKEN,
  HEADER_VERTICAL,
  INTERACTIVE_TRACK_TYPE,
  REQUESTER_ID,
  RETRY_METHODS,
  SESSION_COOKIE,
  UNDER_MAINTENANCE_TAG,
  VERTICAL_UNDER_MAINTENANCE,
} from './http-constants';

/** Keys whose next GET skips caches (spec 1 §7: vip rooms, tutoring, favourites). */
export type NoCacheKey = 'vip-rooms' | 'tutorings' | 'favorites';

/** Which request paths each no-cache key covers (a whole path segment anywhere in the path). */
export const NO_CACHE_PATTERNS: Readonly<Record<NoCacheKey, RegExp>> = {
  'vip-rooms': /\/vip-rooms(?:\/|$)/,
  tutorings: /\/tutorings(?:\/|$)/,
  favorites: /\/favorites(?:\/|$)/,
};

/** The three ky clients of spec 1 §7. Implemented below by createHttpClients(). */
export interface HttpClients {
  /** main API */
  api: KyInstance;
  /** adds the interactive-track type header (strategic-track routes) */
  strategic: KyInstance;
  /** e-commerce API */
  ecommerce: KyInstance;
  /** the next GET (any client) whose path matches the key is sent with Cache-Control: no-cache, once */
  markNoCache(key: NoCacheKey): void;
  /**
   * A JSON POST of the main API for a page being left: the request (with the same headers as every call) is
   * built and handed to the browser as a keepalive fetch before this returns, with no retry, deadline or
   * hook in between. Browsers give a page that is going away only a moment to run its last code, and a
   * call through ky's pipeline may not be started in time on a busy phone.
   */
  keepalivePost(path: string, json: unknown): Promise<Response>;
}

export interface HttpClientsOptions {
  /**
   * Base of the API paths; '' (default) means the page's own origin. Paths may be written with or without
   * a leading slash ('bff/features' and '/bff/features' are the same); absolute URLs are left alone.
   */
  prefixUrl?: string;
  /** base of the e-commerce client; defaults to prefixUrl */
  ecommercePrefixUrl?: string;
  /** base of the strategic-track client; defaults to prefixUrl */
  strategicPrefixUrl?: string;
  /** sent as x-vertical; defaults to the vertical of the page's host name */
  vertical?: VerticalId | (() => VerticalId);
  /** receives session:expired (401) and vertical:under-maintenance */
  bus?: EventBus;
  /** the bearer token; defaults to the session cookie */
  getToken?: () => string | null | undefined;
  /** the test_mode value forwarded as test-token; defaults to the page's ?test_mode= */
  getTestMode?: () => string | null | undefined;
  /** value of the interactive-track type header of the strategic client */
  getInteractiveTrackType?: () => string | null | undefined;
  /** retries of GET/HEAD/OPTIONS on 5xx; default REQUEST_RETRIES (3) */
  retryLimit?: number;
  /** first retry delay; the n-th waits base × 2^(n-1). Default 300 ms (tests use ~1) */
  retryBaseDelayMs?: number;
  /** per-attempt timeout; ky's default is 10 s */
  timeoutMs?: number | false;
  /** the whole call (attempts and waits) is aborted after this; default CALL_DEADLINE_MS (30 s) */
  deadlineMs?: number;
  /** the longest wait a `Retry-After` (429, 503) may ask for; default MAX_RETRY_AFTER_MS (10 s) */
  maxRetryAfterMs?: number;
  /** spreads each backoff delay; default `jitterDelay` (±25 %) */
  jitter?: (delay: number) => number;
  /** fetch to use (defaults to the global one) */
  fetch?: (input: Input, init?: RequestInit) => Promise<Response>;
  /**
   * An answer already asked for this GET (the host's early boot, issue 12: `early-requests.ts`), or null. Asked
   * once per attempt after the headers are set; a failed early answer falls back to a real request.
   */
  takeEarlyAnswer?: (request: Request) => Promise<Response> | null;
}

export { readCookie, readTestMode } from './request-context';

const hasDocument = () => typeof document !== 'undefined';
const hasWindow = () => typeof window !== 'undefined' && typeof window.location !== 'undefined';

const defaultGetToken = () => (hasDocument() ? readCookie(document.cookie, SESSION_COOKIE) : null);
const defaultGetTestMode = () => (hasWindow() ? readTestMode(window.location.search) : null);
const defaultVertical = (): VerticalId =>
  hasWindow() ? verticalFromHost(window.location.host) : DEFAULT_VERTICAL;

const SERVER_ERRORS = Array.from({ length: 100 }, (_, index) => 500 + index);
/** 5xx and 429 (too many requests: retried after the server's Retry-After) */
const RETRY_STATUSES = [...SERVER_ERRORS, 429];
const DEFAULT_RETRY_BASE_DELAY_MS = 300;

/** ±25 % around a backoff delay, so that browsers that failed together do not all retry together. */
export function jitterDelay(delay: number, random: () => number = Math.random): number {
  return delay * (0.75 + random() * 0.5);
}

/**
 * `signal` aborted by the caller's own signal or at the deadline, whichever comes first; `done` clears the
 * deadline's timer once the call settled.
 */
function withDeadline(
  deadlineMs: number,
  callerSignal: AbortSignal | null | undefined,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    const reason =
      typeof DOMException === 'function'
        ? new DOMException(`A chamada passou de ${deadlineMs} ms.`, 'TimeoutError')
        : new Error(`A chamada passou de ${deadlineMs} ms.`);
    controller.abort(reason);
  }, deadlineMs);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The maintenance signal of an error response (spec 1 §4, §8), or null. */
async function maintenanceOf(response: Response): Promise<{ message: string; tag: string } | null> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return null;
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : null;
  if (!error) return null;
  const message = typeof error.message === 'string' ? error.message : '';
  const tag = typeof error.tag === 'string' ? error.tag : '';
  if (response.status >= 500 && tag.includes(UNDER_MAINTENANCE_TAG)) return { message, tag };
  if (message.includes(VERTICAL_UNDER_MAINTENANCE))
    return { message, tag: tag || VERTICAL_UNDER_MAINTENANCE };
  return null;
}

/** ky's body shortcuts of a call (`http.api.get(path).json()`). */
const BODY_SHORTCUTS = ['json', 'text', 'formData', 'arrayBuffer', 'blob', 'bytes'] as const;

/**
 * A ky call started once `turn` has come, answered as ky answers: a promise of the response, with the body
 * shortcuts forwarded to ky's own (which set the Accept header before ky sends: it awaits its hooks first).
 */
function startedAfter<R extends Promise<unknown>>(turn: Promise<void>, start: () => R): R {
  // boxed: a ky call is itself a promise, which `then` would wait for
  const started = turn.then(() => ({ call: start() }));
  const response = started.then(({ call }) => call);
  // a caller that reads only a body gets the failure from that body's promise
  response.catch(() => undefined);
  const shortcuts = Object.fromEntries(
    BODY_SHORTCUTS.map((type) => [
      type,
      () => started.then(({ call }) => (call as unknown as Record<string, () => Promise<unknown>>)[type]?.()),
    ]),
  );
  return Object.assign(response, shortcuts) as unknown as R;
}

/** `make()` on the first call, the same value on every later one. */
function firstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Lets callers write paths with or without a leading slash whatever the prefix (ky refuses '/x' with a
 * prefixUrl, and 'x' without one would resolve against the current page path), and keeps absolute URLs.
 */
function normalizeInput(instance: KyInstance, hasPrefix: boolean, deadlineMs: number): KyInstance {
  const fix = (input: Input, options: Options = {}): [Input, Options] => {
    if (typeof input !== 'string') return [input, options];
    if (ABSOLUTE_URL.test(input)) return [input, { ...options, prefixUrl: '' }];
    if (hasPrefix) return [input.replace(/^\/+/, ''), options];
    return [input.startsWith('/') ? input : `/${input}`, options];
  };
  /**
   * One call under the overall deadline (the caller's signal still aborts it; `timeout: false` opts out),
   * started from a task of its own where the browser can resume it first (issue 12). A page's queries start
   * together when it commits: with their requests built and sent from that same task, the study table's
   * first page had one task of ~70 ms (Lighthouse, traced, unthrottled: ~270 ms on its phone), most of it in
   * ky, `fetch` and the timers around each request. Each request is now a short task of its own.
   */
  const send = <R extends Promise<unknown>>(
    input: Input,
    options: Options | undefined,
    run: (input: Input, options: Options) => R,
  ): R => {
    const turn = yieldToMainIfPrioritized();
    return turn ? startedAfter(turn, () => sendNow(input, options, run)) : sendNow(input, options, run);
  };
  const sendNow = <R extends Promise<unknown>>(
    input: Input,
    options: Options | undefined,
    run: (input: Input, options: Options) => R,
  ): R => {
    const [fixedInput, fixedOptions] = fix(input, options);
    // a caller that turns timeouts off (a large upload on a slow link) is not cut by the deadline either
    if (fixedOptions.timeout === false) return run(fixedInput, fixedOptions);
    const deadline = withDeadline(deadlineMs, fixedOptions.signal);
    const response = run(fixedInput, { ...fixedOptions, signal: deadline.signal });
    response.then(deadline.done, deadline.done);
    return response;
  };
  const call = <T>(input: Input, options?: Options) => send(input, options, (i, o) => instance<T>(i, o));
  return Object.assign(call, {
    get: <T>(input: Input, options?: Options) => send(input, options, (i, o) => instance.get<T>(i, o)),
    post: <T>(input: Input, options?: Options) => send(input, options, (i, o) => instance.post<T>(i, o)),
    put: <T>(input: Input, options?: Options) => send(input, options, (i, o) => instance.put<T>(i, o)),
    patch: <T>(input: Input, options?: Options) => send(input, options, (i, o) => instance.patch<T>(i, o)),
    delete: <T>(input: Input, options?: Options) => send(input, options, (i, o) => instance.delete<T>(i, o)),
    head: (input: Input, options?: Options) => send(input, options, (i, o) => instance.head(i, o)),
    create: (defaults?: Options) =>
      normalizeInput(instance.create(defaults), Boolean(defaults?.prefixUrl), deadlineMs),
    extend: (defaults: Options | ((parent: Options) => Options)) =>
      normalizeInput(
        instance.extend(defaults),
        typeof defaults === 'function' || defaults.prefixUrl === undefined
          ? hasPrefix
          : Boolean(defaults.prefixUrl),
        deadlineMs,
      ),
    stop: instance.stop,
    retry: instance.retry,
  }) as KyInstance;
}

/**
 * The three ky clients of spec 1 §7 and §8: credentials included; x-vertical, x-requester-id, bearer token
 * from the session cookie and test-token from ?test_mode on every request; GET/HEAD/OPTIONS retried on 5xx
 * and 429 with jittered exponential backoff, or after the server's Retry-After (capped), never POST; every
 * call ends by its deadline; 401 → bus `session:expired`; maintenance → bus
 * `vertical:under-maintenance` (a maintenance 5xx is not retried); one-shot no-cache per key.
 */
export function createHttpClients(options: HttpClientsOptions = {}): HttpClients {
  const {
    bus,
    getToken = defaultGetToken,
    getTestMode = defaultGetTestMode,
    getInteractiveTrackType = () => INTERACTIVE_TRACK_TYPE,
    retryLimit = REQUEST_RETRIES,
    retryBaseDelayMs = DEFAULT_RETRY_BASE_DELAY_MS,
    deadlineMs = CALL_DEADLINE_MS,
    maxRetryAfterMs = MAX_RETRY_AFTER_MS,
    jitter = jitterDelay,
  } = options;
  const vertical = options.vertical ?? defaultVertical;
  const pendingNoCache = new Set<NoCacheKey>();

  /** The headers of every call (spec 1 §7): vertical, requester id, bearer token, test token, no-cache once. */
  const decorate = (request: Request) => {
    request.headers.set(HEADER_VERTICAL, typeof vertical === 'function' ? vertical() : vertical);
    request.headers.set(HEADER_REQUESTER, REQUESTER_ID);
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    const testMode = getTestMode();
    if (testMode) request.headers.set(HEADER_TEST_TOKEN, testMode);
    if (request.method === 'GET' && pendingNoCache.size > 0) {
      const { pathname } = new URL(request.url);
      for (const key of pendingNoCache) {
        if (NO_CACHE_PATTERNS[key].test(pathname)) {
          request.headers.set('Cache-Control', 'no-cache');
          pendingNoCache.delete(key);
        }
      }
    }
  };

  /** An early answer for this GET, when the host has one for exactly this request (else ky fetches). */
  const takeEarly = async (request: Request): Promise<Response | undefined> => {
    if (request.method !== 'GET' || !options.takeEarlyAnswer) return undefined;
    const early = options.takeEarlyAnswer(request);
    return (await early?.catch(() => null)) ?? undefined;
  };

  /**
   * The request's `fetch` from a task of its own too (issue 12): on a traced page, `fetch` records the stack
   * that called it and ran ~8 ms of a ~15 ms task; with the request's making in one task and its sending in
   * the next, neither is a long task on Lighthouse's phone (4× the CPU time). An early answer sends nothing.
   */
  const fetchInATaskOfItsOwn = async () => {
    await yieldToMainIfPrioritized();
  };

  // built on first use, not here (issue 12): the shell creates its clients in the first page's start-up task,
  // where ky's option merging for the base and its three extensions was ~5-8 ms (traced, unthrottled) of a
  // 13-27 ms task; the first call builds them in its own task instead
  const base = firstUse(() =>
    ky.create({
      credentials: 'include',
      timeout: options.timeoutMs ?? 10_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      retry: {
        limit: retryLimit,
        methods: [...RETRY_METHODS],
        statusCodes: RETRY_STATUSES,
        // exponential backoff (spec 1 §7), jittered; a 429 or 503 that says when to come back is believed,
        // up to maxRetryAfterMs
        afterStatusCodes: [...RETRY_AFTER_STATUSES],
        maxRetryAfter: maxRetryAfterMs,
        delay: (attempt) => retryBaseDelayMs * 2 ** (attempt - 1),
        jitter,
        // maintenance will not end within a retry; the shell shows the 503 page at once
        shouldRetry: async ({ error }) =>
          isHTTPError(error) && (await maintenanceOf(error.response.clone())) ? false : undefined,
      },
      hooks: {
        beforeRequest: [decorate, takeEarly, fetchInATaskOfItsOwn],
        afterResponse: [
          async (_request, _options, response) => {
            if (response.ok) return;
            if (response.status === 401) bus?.emit('session:expired', {});
            const maintenance = await maintenanceOf(response);
            if (maintenance) bus?.emit('vertical:under-maintenance', maintenance);
          },
        ],
      },
    }),
  );

  const client = (prefixUrl: string | undefined, extra?: Options) =>
    firstUse((): KyInstance => {
      const prefix = prefixUrl === '/' ? '' : (prefixUrl ?? '');
      return normalizeInput(base().extend({ prefixUrl: prefix, ...extra }), prefix !== '', deadlineMs);
    });
  const api = client(options.prefixUrl);
  const strategic = client(options.strategicPrefixUrl ?? options.prefixUrl, {
    hooks: {
      beforeRequest: [
        (request) => {
          const type = getInteractiveTrackType();
          if (type) request.headers.set(HEADER_INTERACTIVE_TRACK_TYPE, type);
        },
      ],
    },
  });
  const ecommerce = client(options.ecommercePrefixUrl ?? options.prefixUrl);

  return {
    get api() {
      return api();
    },
    get strategic() {
      return strategic();
    },
    get ecommerce() {
      return ecommerce();
    },
    markNoCache(key) {
      pendingNoCache.add(key);
    },
    keepalivePost(path, json) {
      const prefix = (options.prefixUrl ?? '').replace(/\/+$/, '');
      const url = ABSOLUTE_URL.test(path) ? path : `${prefix}/${path.replace(/^\/+/, '')}`;
      const request = new Request(new URL(url, hasWindow() ? window.location.href : undefined), {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      decorate(request);
      return (options.fetch ?? globalThis.fetch)(request);
    },
  };
}

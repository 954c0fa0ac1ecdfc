/**
 * The first thing the host runs (issue 12: a flat boot path), as a script of its own (`boot.[hash].js`, built
 * by infra/build/early-boot-script.ts and loaded from index.html's head, parser-blocking, beside the deferred
 * main.js, so it runs before the first paint while the shell's much larger bundle still downloads). Before
 * the shell's own code runs, it asks for remotes.json (index.html already preloads it) and, from the
 * ownership table compiled in here, the manifest of the remote that owns this page (once the first frame is on
 * screen); when that arrives it preloads the remote's entry and the chunks its `./app` expose lists, so the
 * area's code downloads beside the shell's. The shell later takes these answers instead of asking again
 * (`takeEarlyRemotesManifest`, `takeEarlyFetch` in early-boot-answers.ts, through a property of `window`: the
 * two scripts share no module).
 *
 * It imports no shared module (it runs before webpack's sharing runtime has shared anything): the ownership
 * table is a plain copy of shared-contracts' (its own sub-path, never shared).
 */
import {
  EARLY_MAINTENANCE_PATH,
  EARLY_SESSION_PATHS,
  earlySessionHeaders,
} from 'shared-contracts/early-requests';
import { firstFrameOf } from 'shared-contracts/first-frames';
import { maintenanceAreaForPath } from 'shared-contracts/maintenance-area';
import { matchRoute } from 'shared-contracts/ownership';
import { mayHaveOverrides } from '../federation/remote-override-keys';
import { appDownloadTarget, earlyBootSendsToApp, phoneIsSentToApp } from '../guards/mobile-rule';
import { setBodyLayout } from '../layouts/layout-for-path';
import {
  seenRecentlyInThisBrowser,
  UPSELLING_OFFERS_PATH,
  upsellingAllowedOn,
} from '../marketing/upselling-rules';
import { paintBootAppDownloadPage } from '../pages/app-download-page';
import { paintBootFirstFrame } from '../pages/first-frame-page';
import { localStorageOrNull } from '../platform/local-storage';
import { EARLY_BOOT_KEY, SHELL_STARTED_KEY, runEarlyStep, type EarlyBoot } from './early-boot-answers';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** false in the single-build mode's boot script (esbuild's define, issue 12): there are no remotes to ask for. */
declare const __FEDERATED__: boolean | undefined;
const federated = (): boolean => typeof __FEDERATED__ === 'undefined' || __FEDERATED__;

export { resetEarlyBoot, takeEarlyFetch, takeEarlyRemotesManifest } from './early-boot-answers';

/**
 * Shared modules the shell's first page never loads, so the first area to mount brings its own copy
 * (measured in the browser: the cast page loads exactly these from the remote's origin).
 */
export const SHARED_FIRST_LOADED_BY_AREAS = [
  '@tanstack/react-query',
  'shared-design-system/area',
  'react-router-dom',
  'jotai',
];

interface ManifestAssets {
  assets?: { js?: { sync?: unknown } };
}

/** What the part of an mf-manifest.json that names the entry and the `./app` expose's chunks looks like. */
interface RemoteManifestFile {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: (ManifestAssets & { path?: unknown })[];
  shared?: (ManifestAssets & { name?: unknown })[];
}

function syncFiles(part: ManifestAssets | undefined): string[] {
  const sync = part?.assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * The script URLs a remote's first page needs: its entry, the `./app` expose's own chunks and its copies of
 * the shared modules the shell has not loaded.
 */
export function appScriptUrls(manifestUrl: string, manifest: RemoteManifestFile): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const urls: string[] = [];
  if (typeof entry?.name === 'string') {
    const dir = typeof entry.path === 'string' && entry.path ? entry.path.replace(/\/?$/, '/') : '';
    urls.push(new URL(`${dir}${entry.name}`, base).href);
  }
  const files = [
    ...syncFiles(manifest.exposes?.find((expose) => expose.path === './app')),
    ...(manifest.shared ?? [])
      .filter((shared) => SHARED_FIRST_LOADED_BY_AREAS.includes(shared.name as string))
      .flatMap(syncFiles),
  ];
  for (const file of new Set(files)) urls.push(new URL(file, base).href);
  return urls;
}

function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', url);
  document.head.appendChild(link);
}

async function preloadOwnerOf(pathname: string, remotesManifest: Promise<unknown>, state: EarlyBoot) {
  // the remote that owns the page (the shell's own pages have no federation name)
  const remote = matchRoute(pathname)?.federationName;
  if (!remote) return;
  const line = ((await remotesManifest) as Record<string, { entry?: unknown } | undefined>)[remote];
  if (typeof line?.entry !== 'string') return;
  const manifestUrl = new URL(line.entry, window.location.href).href;
  // Asked in the first task after the frame that shows the parsed static frame (with the page's first frame
  // painted into it), or as soon as the shell asks for it (takeEarlyFetch), which a hidden page (no frames)
  // waits for. On a phone's network remotes.json comes back a round trip after the page, long after that frame,
  // so the manifest was already asked after it; only on a fast connection did it go out before, and then its
  // answer and the preloads it starts were main-thread tasks before the first paint. Lighthouse's simulated
  // mobile load (Lantern) takes the localhost order for the phone's: it counted that request, a new connection
  // to the area's origin, and the area's scripts as needed for the first frame's heading (the page's largest
  // paint), which is the same inline HTML in the federated and the single build (issue 12: federated ÷ single
  // LCP 1.29 and 1.28 before, on /mesa-de-estudo and /questoes/buscar).
  const answer = await new Promise<Response>((sent) => {
    const ask = () => {
      // sent once: by the frame, or by the shell when it asked first
      if (!state.held.delete(manifestUrl)) return;
      const request = fetch(manifestUrl);
      // the container loader reads its own copy of the answer; this one only looks for the scripts
      state.fetches.set(
        manifestUrl,
        request.then((reply) => reply.clone()),
      );
      sent(request);
    };
    state.held.set(manifestUrl, ask);
    whenFrameParsed(() => requestAnimationFrame(() => setTimeout(ask)));
  });
  if (!answer.ok) return;
  // one preload per task too: a link's request starts as it is added (~1-6 ms each, traced)
  for (const url of appScriptUrls(manifestUrl, (await answer.json()) as RemoteManifestFile))
    state.pending.push(() => preloadScript(url));
  sendInTasksOfTheirOwn(state);
}

/**
 * Starts the early requests for this page: remotes.json, the session and feature calls, and the page
 * owner's manifest and code. A page with a remote override (a test build) skips the owner's preloading:
 * remotes.json is not the whole story there; so does a phone that the mobile guard sends to /baixar-o-app.
 *
 * Only what the first paint needs runs in this task (the session cookie's read, the phone's page or the first
 * frame): the script is parser-blocking, so the whole page waits for it. The requests go out in tasks of their
 * own right after it (`sendInTasksOfTheirOwn`), still long before the shell's bundle has downloaded.
 */
export function startEarlyBoot(): void {
  if (window[EARLY_BOOT_KEY]) return;
  const state: EarlyBoot = {
    remotesManifest: null,
    fetches: new Map(),
    session: new Map(),
    pending: [],
    held: new Map(),
  };
  window[EARLY_BOOT_KEY] = state;
  try {
    if (!sendPhoneToApp()) paintFirstFrame();
  } catch {
    // only a head start: the shell's own guards send the phone there, the area paints its page
  }
  if (federated())
    state.pending.push(
      () => askForRemotes(state),
      () => preloadOwner(state),
    );
  state.pending.push(() => planSessionCalls(state));
  sendInTasksOfTheirOwn(state);
}

/** remotes.json: the same request as index.html's preload (same URL, mode and credentials), answered from it. */
function askForRemotes(state: EarlyBoot): void {
  state.remotesManifest = fetch(REMOTES_MANIFEST_URL).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
  );
}

/** The page owner's manifest and code, once remotes.json is there. */
function preloadOwner(state: EarlyBoot): void {
  const { pathname, search } = window.location;
  // a phone is sent to /baixar-o-app (spec 1 guard 4): the owner's code would be downloaded for nothing
  if (
    state.remotesManifest &&
    !mayHaveOverrides(search, localStorageOrNull()) &&
    !phoneIsSentToApp(pathname, navigator.userAgent)
  )
    preloadOwnerOf(pathname, state.remotesManifest, state).catch(() => {
      // only a head start: the shell loads the area the ordinary way
    });
}

/**
 * Runs the early boot's pending steps in order, each in a task of its own (issue 12): a request's `fetch` is
 * a few milliseconds of the main thread (more on a traced page), the first read of local storage a round trip
 * to the browser's storage; in the parser-blocking boot task they were ~40 of its ~60 ms (traced, unthrottled),
 * all of it before the first paint; the owner's script preloads, added together, were one task of 6-45 ms after
 * it. A step may add steps; an answer asked for sooner sends what is left at once (early-boot-answers.ts). A
 * message channel, not a timer: chained timers are held back 4 ms each after five.
 */
function sendInTasksOfTheirOwn(state: EarlyBoot): void {
  // a second chain (the preloads, added while the first still runs) only interleaves: still one step per task
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  const post = () => (channel ? channel.port2.postMessage(null) : setTimeout(next, 0));
  function next() {
    const step = state.pending.shift();
    if (step) runEarlyStep(step);
    if (state.pending.length) post();
    else channel?.port1.close();
  }
  if (channel) channel.port1.onmessage = next;
  post();
}

/**
 * The session and feature GETs the shell makes as it starts (shared-contracts/early-requests), and the first
 * navigation's maintenance check, sent now for a signed-in student with the headers the shell's clients would
 * send; the clients take each answer once. Each request is a step of its own (`sendInTasksOfTheirOwn`).
 */
function planSessionCalls(state: EarlyBoot): void {
  const { host, search, pathname, href } = window.location;
  const headers = earlySessionHeaders({ host, search, cookie: document.cookie });
  if (!headers) return;
  const paths: string[] = [...EARLY_SESSION_PATHS];
  // the first navigation's maintenance guard (route-guards.ts), which the area's mounting waits for
  if (maintenanceAreaForPath(pathname)) paths.push(EARLY_MAINTENANCE_PATH);
  // the upselling panel's offers (chrome-root: the first page after sign-in, once in 720 hours), which is then
  // the largest text of a phone-sized first page: asked now rather than once the shell, the chrome and the
  // panel's chunk have loaded (issue 12), unless this browser's student saw them lately
  if (upsellingAllowedOn(pathname) && !seenRecentlyInThisBrowser(localStorageOrNull(), Date.now()))
    paths.push(`/${UPSELLING_OFFERS_PATH}`);
  for (const path of paths)
    state.pending.push(() => {
      const url = new URL(path, href).href;
      const response = fetch(url, { headers, credentials: 'include' });
      // an answer the shell never takes (it asked differently) must not be reported as unhandled
      response.catch(() => undefined);
      state.session.set(url, { headers, response });
    });
}

/**
 * The mobile guard, run here for a signed-in phone (issue 12: the page every phone sees, made light): when the
 * shell would send it to /baixar-o-app (guards/mobile-rule.ts `earlyBootSendsToApp`), the address becomes that
 * page's now and the page is painted into the static frame with its layout, as soon as the frame is parsed.
 * The shell then starts on /baixar-o-app (its guards still run there) and its own page takes this one's
 * place. Not signed in (the shell signs the student in first), or the shell already started (this script
 * came late): nothing is done here.
 */
function sendPhoneToApp(): boolean {
  const { pathname } = window.location;
  if (window[SHELL_STARTED_KEY] || !earlyBootSendsToApp(pathname, navigator.userAgent) || !signedIn())
    return false;
  const target = appDownloadTarget(pathname);
  window.history.replaceState(window.history.state, '', target);
  whenFrameParsed(() => {
    // the app download page's layout (layout-for-path.ts: /baixar-o-app is a default-layout page)
    setBodyLayout(document.body, 'default');
    paintBootAppDownloadPage();
  });
  return true;
}

/**
 * A signed-in student's first load of a page with a first frame (shared-contracts/first-frames): its heading
 * (and intro) painted into the static frame once it is parsed, where the area's page renders them, instead of
 * an empty area until the shell's bundle and the area's code have run (issue 12). Not signed in (the shell
 * signs the student in first) or the shell already started: nothing is painted.
 */
function paintFirstFrame(): void {
  const frame = firstFrameOf(window.location.pathname);
  if (!frame || window[SHELL_STARTED_KEY] || !signedIn()) return;
  whenFrameParsed(() => paintBootFirstFrame(frame));
}

function signedIn(): boolean {
  return !!earlySessionHeaders({
    host: window.location.host,
    search: window.location.search,
    cookie: document.cookie,
  });
}

/**
 * Runs `paint` once the static frame is parsed: now, or (run from the head, before the body is parsed) when it
 * is, before the shell's deferred bundle runs. A parsed page without the frame gets nothing (paint no-ops).
 */
function whenFrameParsed(paint: () => void): void {
  if (document.readyState !== 'loading' || document.getElementById('area')) paint();
  else
    document.addEventListener('readystatechange', function painted() {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', painted);
      paint();
    });
}

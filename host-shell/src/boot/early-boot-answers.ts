/**
 * What the early boot (early-boot.ts, its own script) hands to the shell: the answers it already asked for
 * (remotes.json, the page owner's manifest, the session and feature GETs).
 * The two are different scripts that share no module, so the hand-over is a property of `window`.
 */
import { sameEarlyHeaders } from 'shared-contracts/early-requests';

export interface EarlySessionCall {
  /** the headers it was sent with */
  headers: Record<string, string>;
  response: Promise<Response>;
}

export interface EarlyBoot {
  remotesManifest: Promise<unknown> | null;
  /** answers already asked for, by absolute URL, each given out once */
  fetches: Map<string, Promise<Response>>;
  /** the session and feature GETs (shared-contracts/early-requests), by absolute URL, each given out once */
  session: Map<string, EarlySessionCall>;
  /**
   * The early boot's requests not sent yet, in order (issue 12: each goes out in a task of its own after the
   * boot's first one, early-boot.ts `sendInTasksOfTheirOwn`). Whatever asks for an answer first sends them all.
   */
  pending: (() => void)[];
  /**
   * Requests held until the first frame is on screen (the owner's manifest, early-boot.ts `preloadOwnerOf`),
   * by absolute URL: the shell asking for one sends it at once.
   */
  held: Map<string, () => void>;
}

export const EARLY_BOOT_KEY = '__shellEarlyBoot';
/** Set by the shell's bundle as it starts: an early boot script that runs later leaves the page alone. */
export const SHELL_STARTED_KEY = '__shellStarted';

declare global {
  interface Window {
    [EARLY_BOOT_KEY]?: EarlyBoot | null;
    [SHELL_STARTED_KEY]?: boolean;
  }
}

/** Runs `step`; a step that fails leaves the shell to ask its own way, and the other steps still run. */
export function runEarlyStep(step: () => void): void {
  try {
    step();
  } catch {
    // only a head start
  }
}

/**
 * The early boot, with every request it meant to send sent: an answer asked for before the boot's own tasks
 * came (the shell's bundle ran first) is then there to be taken, and nothing is sent twice.
 */
function earlyBoot(): EarlyBoot | null {
  const boot = window[EARLY_BOOT_KEY] ?? null;
  for (let step = boot?.pending.shift(); step; step = boot?.pending.shift()) runEarlyStep(step);
  return boot;
}

/** remotes.json as the early boot asked for it (once; null when it did not, or it was already taken). */
export function takeEarlyRemotesManifest(): Promise<unknown> | null {
  const boot = earlyBoot();
  const manifest = boot?.remotesManifest ?? null;
  if (boot) boot.remotesManifest = null;
  return manifest;
}

/** The early boot's answer for this URL (an owner's mf-manifest.json), given out once. */
export function takeEarlyFetch(url: string): Promise<Response> | null {
  const boot = earlyBoot();
  const key = new URL(url, window.location.href).href;
  boot?.held.get(key)?.();
  const answer = boot?.fetches.get(key) ?? null;
  boot?.fetches.delete(key);
  return answer;
}

/**
 * The early answer to this GET of the shell's http clients (createHttpClients' `takeEarlyAnswer`), given out
 * once, and only when the request carries the headers the early one was sent with.
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | null {
  const session = earlyBoot()?.session;
  const call = session?.get(request.url);
  if (!session || !call) return null;
  session.delete(request.url);
  return sameEarlyHeaders(request, call.headers) ? call.response : null;
}

/** Whether the early boot sent this GET (an absolute path) and its answer has not been taken yet. */
export function earlyBootAsked(path: string): boolean {
  return earlyBoot()?.session.has(new URL(path, window.location.href).href) ?? false;
}

/** Forgets the early boot (tests). */
export function resetEarlyBoot(): void {
  window[EARLY_BOOT_KEY] = null;
}

/**
 * What the early boot (early-boot.ts, its own script) hands to the shell: the answers it already asked for.
 * The two are different scripts that share no module, so the hand-over is a property of `window`.
 */
export interface EarlyBoot {
  remotesManifest: Promise<unknown> | null;
  /** answers already asked for, by absolute URL, each given out once */
  fetches: Map<string, Promise<Response>>;
}

export const EARLY_BOOT_KEY = '__shellEarlyBoot';

declare global {
  interface Window {
    [EARLY_BOOT_KEY]?: EarlyBoot | null;
  }
}

const earlyBoot = (): EarlyBoot | null => window[EARLY_BOOT_KEY] ?? null;

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
  const answer = boot?.fetches.get(key) ?? null;
  boot?.fetches.delete(key);
  return answer;
}

/** Forgets the early boot (tests). */
export function resetEarlyBoot(): void {
  window[EARLY_BOOT_KEY] = null;
}

/**
 * Test overrides (`?mfe-override=<remote>@<manifest url>`): this browser loads another build of one remote
 * instead of the manifest's, until `?mfe-override=reset`. Accepted outside production only, and only from
 * the environment's own remote origins (the origins its remotes.json already names, which its CSP lists) or,
 * in `local` only, localhost (a developer's own build: the CSP's development wildcards exist only there,
 * issue 11), so a crafted link can never make a student's browser run a script from anywhere else.
 */
import {
  FEDERATION_NAMES,
  ownerOfFederationName,
  type EnvironmentName,
  type FederationName,
  type RemoteOwner,
} from 'shared-contracts';
import { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY } from './remote-override-keys';
import type { RemotesManifest } from './remotes-manifest';

export { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY };
export const OVERRIDE_RESET = 'reset';
/** Environments where overrides are honoured (never production). */
export const OVERRIDE_ENVIRONMENTS: readonly EnvironmentName[] = ['local', 'dev', 'qa', 'sandbox'];
/** The version shown for an overridden remote in the manifest handed to the runtime. */
export const OVERRIDE_VERSION = 'override';

export interface RemoteOverride {
  /** the remote's package name, as area teams call it (mfe-cast) */
  owner: RemoteOwner;
  name: FederationName;
  /** its mf-manifest.json URL */
  entry: string;
}

export type OverrideRequest = { kind: 'reset' } | { kind: 'set'; remote: string; entry: string };

/** `reset`, or `<remote>@<url>` (the URL may hold '@' itself: the first one separates). */
export function parseOverrideParam(value: string): OverrideRequest | null {
  const trimmed = value.trim();
  if (trimmed === OVERRIDE_RESET) return { kind: 'reset' };
  const at = trimmed.indexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  return { kind: 'set', remote: trimmed.slice(0, at), entry: trimmed.slice(at + 1) };
}

/** mfe-cast or mfe_cast → the remote, or null when no remote has that name. */
export function remoteByName(name: string): { owner: RemoteOwner; name: FederationName } | null {
  const owner = (Object.keys(FEDERATION_NAMES) as RemoteOwner[]).find((o) => o === name);
  if (owner) return { owner, name: FEDERATION_NAMES[owner] };
  const byFederationName = ownerOfFederationName(name);
  return byFederationName ? { owner: byFederationName, name: name as FederationName } : null;
}

function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/** The origins an override may come from: the manifest's own remote origins, and localhost in `local`. */
export function overrideOriginAllowed(
  entry: URL,
  manifest: RemotesManifest,
  environment: EnvironmentName = 'local',
): boolean {
  if (entry.protocol !== 'http:' && entry.protocol !== 'https:') return false;
  if (entry.username || entry.password) return false;
  if (environment === 'local' && isLocalhost(entry.hostname)) return true;
  return Object.values(manifest).some((line) => {
    try {
      return new URL(line.entry).origin === entry.origin;
    } catch {
      return false;
    }
  });
}

type Checked = { ok: true; override: RemoteOverride } | { ok: false; reason: string };

function check(
  remote: string,
  entry: string,
  manifest: RemotesManifest,
  environment: EnvironmentName,
): Checked {
  const known = remoteByName(remote);
  if (!known) return { ok: false, reason: `unknown remote "${remote}"` };
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { ok: false, reason: `"${entry}" is not an absolute URL` };
  }
  if (!overrideOriginAllowed(url, manifest, environment))
    return {
      ok: false,
      reason:
        environment === 'local'
          ? `origin ${url.origin} is not allowed (localhost or this environment's remotes)`
          : `origin ${url.origin} is not allowed (this environment's remotes only; localhost only in local)`,
    };
  return { ok: true, override: { ...known, entry: url.href } };
}

export interface OverrideStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ApplyOverridesOptions {
  environment: EnvironmentName;
  manifest: RemotesManifest;
  /** the page's query string (location.search) */
  search: string;
  storage: OverrideStorage | null;
  warn?: (message: string) => void;
}

export interface AppliedOverrides {
  /** the manifest with the overridden entries */
  manifest: RemotesManifest;
  /** the overrides in effect, for the environment banner */
  active: RemoteOverride[];
  /** the query string without mfe-override, when the page URL carried one (for history.replaceState) */
  cleanedSearch: string | null;
}

function readStored(storage: OverrideStorage | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function writeStored(storage: OverrideStorage | null, stored: Record<string, string>): void {
  try {
    if (Object.keys(stored).length === 0) storage?.removeItem(OVERRIDE_STORAGE_KEY);
    else storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the override lasts for this page only
  }
}

/**
 * Reads `?mfe-override=` (repeatable) and the overrides this browser already holds, and returns the manifest
 * to register. Everything refused is logged with its reason and changes nothing.
 */
export function applyOverrides(options: ApplyOverridesOptions): AppliedOverrides {
  const { environment, manifest, storage } = options;
  const warn = options.warn ?? ((message: string) => console.warn(`[host-shell] mfe-override: ${message}`));
  const params = new URLSearchParams(options.search);
  const requested = params.getAll(OVERRIDE_PARAM);
  let cleanedSearch: string | null = null;
  if (requested.length > 0) {
    params.delete(OVERRIDE_PARAM);
    const rest = params.toString();
    cleanedSearch = rest ? `?${rest}` : '';
  }

  if (!OVERRIDE_ENVIRONMENTS.includes(environment)) {
    if (requested.length > 0) warn(`ignored: overrides are not accepted in ${environment}`);
    return { manifest, active: [], cleanedSearch };
  }

  let stored = readStored(storage);
  for (const value of requested) {
    const request = parseOverrideParam(value);
    if (!request) warn(`ignored "${value}": expected <remote>@<mf-manifest url> or reset`);
    else if (request.kind === 'reset') stored = {};
    else {
      const checked = check(request.remote, request.entry, manifest, environment);
      if (checked.ok) stored[checked.override.name] = checked.override.entry;
      else warn(`ignored "${value}": ${checked.reason}`);
    }
  }

  // what is stored is checked again on every page: the rules or the manifest may have changed since
  const active: RemoteOverride[] = [];
  const kept: Record<string, string> = {};
  for (const [remote, entry] of Object.entries(stored)) {
    const checked = check(remote, entry, manifest, environment);
    if (!checked.ok) {
      warn(`dropped the stored override of ${remote}: ${checked.reason}`);
      continue;
    }
    active.push(checked.override);
    kept[checked.override.name] = checked.override.entry;
  }
  if (requested.length > 0 || Object.keys(kept).length !== Object.keys(stored).length)
    writeStored(storage, kept);

  const overridden: RemotesManifest = { ...manifest };
  for (const override of active)
    overridden[override.name] = { entry: override.entry, version: OVERRIDE_VERSION };
  return { manifest: overridden, active, cleanedSearch };
}

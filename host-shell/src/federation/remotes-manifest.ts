import { FEDERATION_NAMES, type FederationName } from 'shared-contracts';

/** One line of remotes.json: where a remote's mf-manifest.json is and which version it is. */
export interface RemoteManifestEntry {
  entry: string;
  version: string;
}

export type RemotesManifest = Partial<Record<FederationName, RemoteManifestEntry>>;

const KNOWN = new Set<string>(Object.values(FEDERATION_NAMES));

/** Keeps only well-formed entries of known remotes; anything else is logged and dropped, never fatal. */
export function parseRemotesManifest(raw: unknown): RemotesManifest {
  const manifest: RemotesManifest = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    console.error('[host-shell] remotes.json is not an object; no remote will load');
    return manifest;
  }
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = value as Partial<RemoteManifestEntry> | null;
    if (!KNOWN.has(name)) {
      console.warn(`[host-shell] remotes.json names an unknown remote "${name}"; ignored`);
    } else if (!entry || typeof entry.entry !== 'string' || typeof entry.version !== 'string') {
      console.error(`[host-shell] remotes.json entry for "${name}" needs "entry" and "version"; ignored`);
    } else {
      manifest[name as FederationName] = { entry: entry.entry, version: entry.version };
    }
  }
  return manifest;
}

export interface FetchManifestOptions {
  url?: string;
  attempts?: number;
  timeoutMs?: number;
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
  /** remotes.json as the early boot already asked for it (boot/early-boot.ts): tried before fetching */
  early?: Promise<unknown> | null;
}

/**
 * Fetches remotes.json with a bounded retry and short timeouts: a slow or failing manifest costs seconds,
 * and on final failure the shell still runs (every area shows its fallback).
 */
export async function fetchRemotesManifest(options: FetchManifestOptions = {}): Promise<RemotesManifest> {
  const {
    url = '/remotes.json',
    attempts = 3,
    timeoutMs = 3000,
    retryDelayMs = 250,
    fetchImpl = fetch,
  } = options;
  let lastError: unknown;
  if (options.early) {
    try {
      return parseRemotesManifest(await options.early);
    } catch (error) {
      lastError = error;
    }
  }
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, { cache: 'no-cache', signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseRemotesManifest(await response.json());
    } catch (error) {
      lastError = error;
      if (attempt < attempts)
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    } finally {
      clearTimeout(timer);
    }
  }
  console.error('[host-shell] could not load remotes.json; areas will show their fallback', lastError);
  return {};
}

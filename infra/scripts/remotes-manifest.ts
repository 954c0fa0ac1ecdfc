import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../build/topology';

/** One line of `remotes.json`: where the host finds a remote's federation manifest, and its version. */
export interface RemoteManifestEntry {
  entry: string;
  version: string;
}

/** `infra/remotes/<env>.json` and the `/remotes.json` the host fetches at boot: federation name → entry. */
export type RemotesManifest = Record<string, RemoteManifestEntry>;

export const DEFAULT_PLATFORM_ENV = 'local';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

export function remotesManifestFile(rootDir: string, envName: string): string {
  if (!/^[a-z0-9-]+$/.test(envName)) throw new Error(`Invalid PLATFORM_ENV "${envName}"`);
  return path.join(rootDir, 'infra', 'remotes', `${envName}.json`);
}

/** An entry must be an absolute http(s) URL (`localhost:3106` alone parses as a URL with scheme "localhost:"). */
function assertHttpUrl(entry: string, source: string): void {
  let protocol = '';
  try {
    protocol = new URL(entry).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`${source}: entry "${entry}" is not an http(s) URL`);
}

function isEntry(value: unknown): value is RemoteManifestEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, version } = value as Record<string, unknown>;
  return typeof entry === 'string' && typeof version === 'string';
}

/** Checks the shape of a parsed manifest, so a typo in a manifest fails at start-up, not in a browser. */
export function parseRemotesManifest(json: unknown, source: string): RemotesManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(`${source}: expected an object`);
  const manifest: RemotesManifest = {};
  for (const [name, value] of Object.entries(json)) {
    if (!isEntry(value)) throw new Error(`${source}: "${name}" needs string "entry" and "version"`);
    assertHttpUrl(value.entry, `${source}: "${name}"`);
    manifest[name] = { entry: value.entry, version: value.version };
  }
  return manifest;
}

export function readRemotesManifest(rootDir: string, envName: string): RemotesManifest {
  const file = remotesManifestFile(rootDir, envName);
  return parseRemotesManifest(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

/** `mfe_cast` → `REMOTE_MFE_CAST_ENTRY`: the environment variable that replaces that remote's entry. */
export function remoteEntryEnvName(federationName: string): string {
  return `REMOTE_${federationName.toUpperCase()}_ENTRY`;
}

export interface ResolveManifestOptions {
  /** where `REMOTE_<NAME>_ENTRY` overrides are read */
  env?: Readonly<Record<string, string | undefined>>;
  /** pkg → port the app is actually served on (`--port-override`) */
  ports?: Readonly<Record<string, number>>;
  /** federation name → entry; wins over everything else */
  entries?: Readonly<Record<string, string>>;
}

/**
 * The manifest the host is given. A remote moved with `--port-override` keeps working because a loopback
 * entry on the remote's topology port follows it to the new port; an explicit entry (environment or option)
 * always wins, which is how a test points a remote somewhere else (or nowhere).
 */
export function resolveRemotesManifest(
  base: RemotesManifest,
  options: ResolveManifestOptions = {},
): RemotesManifest {
  const resolved: RemotesManifest = {};
  for (const [name, line] of Object.entries(base)) {
    let entry = line.entry;
    const app = REMOTES.find((remote) => remote.federationName === name);
    const movedPort = app ? options.ports?.[app.pkg] : undefined;
    if (app && movedPort !== undefined && movedPort !== app.port) {
      const url = new URL(entry);
      if (LOOPBACK_HOSTS.has(url.hostname) && url.port === String(app.port)) {
        url.port = String(movedPort);
        entry = url.toString();
      }
    }
    entry = options.env?.[remoteEntryEnvName(name)] || entry;
    entry = options.entries?.[name] ?? entry;
    assertHttpUrl(entry, `remote ${name}`);
    resolved[name] = { entry, version: line.version };
  }
  return resolved;
}

/** The distinct origins of the manifest's entries: exactly what the CSP allows besides 'self'. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  return [...new Set(Object.values(manifest).map((line) => new URL(line.entry).origin))].sort();
}

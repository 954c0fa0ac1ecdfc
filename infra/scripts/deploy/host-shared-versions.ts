import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETON_PACKAGES, SHARED_SUBPATHS } from '../../build/shared-singletons';
import { parseVersion } from '../../../shared-contracts/src/semver/satisfies-range';

/** What the platform offers for one shared module (a singleton package or one of its sub-paths). */
export interface SharedProvision {
  /** the package the module belongs to ('react-dom' for 'react-dom/client') */
  package: string;
  /** the version offered; null when the package is not installed in the repository */
  version: string | null;
  /**
   * 'host': the host depends on the package and provides it, so a remote's range must accept the host's
   * version. 'remotes': the host does not depend on it; the remotes share it among themselves, at the
   * version installed in the repository.
   */
  provider: 'host' | 'remotes';
}

/** Shared module name → what the platform offers for it. */
export type HostSharedVersions = Record<string, SharedProvision>;

/** The workspace packages whose version is their own package.json's, whatever the host's dependency says. */
const WORKSPACE_PACKAGES = new Set(['shared-contracts', 'shared-design-system']);

function readVersion(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown }).version;
  return typeof version === 'string' ? version : null;
}

function hostDependencies(rootDir: string): Record<string, string> {
  const file = path.join(rootDir, 'host-shell', 'package.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> };
  return json.dependencies ?? {};
}

/** The version the platform offers for a singleton package. */
function offeredVersion(rootDir: string, pkg: string, hostRange: string | undefined): string | null {
  if (WORKSPACE_PACKAGES.has(pkg)) return readVersion(path.join(rootDir, pkg, 'package.json'));
  // the host pins exact versions; anything else (a range, a tag) is resolved by what is installed
  if (hostRange !== undefined && parseVersion(hostRange)) return hostRange.trim().replace(/^v/, '');
  return readVersion(path.join(rootDir, 'node_modules', pkg, 'package.json'));
}

/**
 * Every shared module of infra/build/shared-singletons.ts (packages and their sub-paths) with the version
 * the host provides: its exact dependency in host-shell/package.json, else the installed version; the
 * shared-* workspace packages at their own package.json version. A sub-path has its package's version.
 */
export function hostSharedVersions(rootDir: string): HostSharedVersions {
  const dependencies = hostDependencies(rootDir);
  const shared: HostSharedVersions = {};
  for (const pkg of SHARED_SINGLETON_PACKAGES) {
    const provision: SharedProvision = {
      package: pkg,
      version: offeredVersion(rootDir, pkg, dependencies[pkg]),
      provider: dependencies[pkg] === undefined ? 'remotes' : 'host',
    };
    for (const name of [pkg, ...(SHARED_SUBPATHS[pkg] ?? [])]) shared[name] = { ...provision };
  }
  return shared;
}

import fs from 'node:fs';
import path from 'node:path';
import { parseVersion } from '../../../shared-contracts/src/semver/satisfies-range';
import { DeployError } from './deploy-error';
import { parseReleaseMetadata, type ReleaseMetadata } from './parse-release-metadata';

/**
 * The releases store stands in for each environment's static file host: every published build of a remote
 * stays at `<releases>/<pkg>/<version>/` (a copy of its dist), so a deploy only changes a manifest line.
 */

/** `--releases <dir>`, else PLATFORM_RELEASES_DIR, else `<root>/.releases`. */
export function resolveReleasesDir(
  rootDir: string,
  explicit?: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return path.resolve(explicit || env.PLATFORM_RELEASES_DIR || path.join(rootDir, '.releases'));
}

/** Where one version of a remote is published. */
export function releaseFolder(releasesDir: string, pkg: string, version: string): string {
  if (!/^[a-z0-9-]+$/.test(pkg)) throw new DeployError(`Invalid remote name "${pkg}"`, 2);
  if (!parseVersion(version) || version.includes('/'))
    throw new DeployError(`"${version}" is not a version (expected x.y.z)`, 2);
  return path.join(releasesDir, pkg, version);
}

/** A published release and its platform.json, or a DeployError (exit 2) naming what is missing. */
export function readPublishedRelease(
  releasesDir: string,
  pkg: string,
  version: string,
): { folder: string; release: ReleaseMetadata } {
  const folder = releaseFolder(releasesDir, pkg, version);
  const file = path.join(folder, 'platform.json');
  if (!fs.existsSync(file)) {
    throw new DeployError(
      `${pkg} ${version} is not published: ${file} does not exist.\n` +
        `Build that version, then run: npm run remote -- publish ${pkg}`,
      2,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON: ${(error as Error).message}`, 1);
  }
  return { folder, release: parseReleaseMetadata(json, file) };
}

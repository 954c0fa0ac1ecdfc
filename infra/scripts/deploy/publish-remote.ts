import fs from 'node:fs';
import path from 'node:path';
import { DeployError } from './deploy-error';
import type { DeployResult } from './deploy-options';
import { deployRemote } from './deploy-target';
import { parseReleaseMetadata } from './parse-release-metadata';
import { releaseFolder } from './releases-store';

export interface PublishOptions {
  /** the folder holding <pkg>/dist */
  rootDir: string;
  releasesDir: string;
  /** replace a published version whose content differs (a published version is otherwise immutable) */
  force?: boolean;
}

/** Every file under a folder, as sorted relative paths. */
function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function sameContent(left: string, right: string): boolean {
  const files = listFiles(left);
  const others = listFiles(right);
  if (files.length !== others.length || files.some((file, index) => file !== others[index])) return false;
  return files.every((file) =>
    fs.readFileSync(path.join(left, file)).equals(fs.readFileSync(path.join(right, file))),
  );
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON: ${(error as Error).message}`, 1);
  }
}

/** The build version mf-manifest.json records, when it records one. */
function manifestBuildVersion(file: string): string | undefined {
  const json = readJson(file) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const version = json.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : undefined;
}

/**
 * `npm run remote -- publish <remote>`: copies `<remote>/dist` to `<releases>/<remote>/<version>/` (the
 * version of its dist/platform.json), through a temporary folder and a rename. Publishing the same build
 * again is a no-op; a different build under a published version is refused unless `force`.
 */
export function publishRemote(pkg: string, options: PublishOptions): DeployResult {
  const remote = deployRemote(pkg);
  const dist = path.join(options.rootDir, remote.pkg, 'dist');
  const platformFile = path.join(dist, 'platform.json');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  for (const file of [platformFile, manifestFile]) {
    if (!fs.existsSync(file))
      throw new DeployError(
        `${remote.pkg} has no build to publish: ${file} does not exist.\nBuild it first: npm run build -w ${remote.pkg}`,
        2,
      );
  }
  const release = parseReleaseMetadata(readJson(platformFile), platformFile);
  if (release.name !== remote.pkg || release.federationName !== remote.federationName)
    throw new DeployError(
      `${platformFile} describes ${release.name} (${release.federationName}), not ${remote.pkg} (${remote.federationName})`,
      1,
    );
  const buildVersion = manifestBuildVersion(manifestFile);
  if (buildVersion !== undefined && buildVersion !== release.version)
    throw new DeployError(
      `${remote.pkg}/dist is inconsistent: platform.json says ${release.version}, mf-manifest.json says ${buildVersion}; rebuild it`,
      1,
    );

  const target = releaseFolder(options.releasesDir, remote.pkg, release.version);
  const exists = fs.existsSync(target);
  if (exists && sameContent(dist, target))
    return { changed: false, message: `${remote.pkg} ${release.version} is already published at ${target}` };
  if (exists && !options.force)
    throw new DeployError(
      `${remote.pkg} ${release.version} is already published with different content (${target}).\n` +
        `A published version is immutable: bump the version in ${remote.pkg}/package.json and rebuild, ` +
        'or pass --force to replace it.',
      1,
    );

  const parent = path.dirname(target);
  fs.mkdirSync(parent, { recursive: true });
  const suffix = `${process.pid}.${Math.random().toString(36).slice(2)}`;
  const incoming = path.join(parent, `.${release.version}.incoming.${suffix}`);
  const outgoing = path.join(parent, `.${release.version}.replaced.${suffix}`);
  try {
    fs.cpSync(dist, incoming, { recursive: true });
    if (exists) fs.renameSync(target, outgoing);
    try {
      fs.renameSync(incoming, target);
    } catch (error) {
      if (exists) fs.renameSync(outgoing, target);
      throw error;
    }
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
    fs.rmSync(outgoing, { recursive: true, force: true });
  }
  return {
    changed: true,
    message: `${exists ? 'replaced' : 'published'} ${remote.pkg} ${release.version} → ${target}`,
  };
}

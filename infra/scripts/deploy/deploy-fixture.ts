/**
 * Test fixtures of the deploy commands (used by the *.test.ts files only): a temporary root holding copies
 * of the repository's environment manifests, a releases store beside it, and published releases written
 * on demand, so no test ever touches the real infra/remotes files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appByPkg } from '../../build/topology';
import { SHARED_SINGLETON_PACKAGES, SHARED_SUBPATHS } from '../../build/shared-singletons';
import { ROUTE_OWNERSHIP } from '../../../shared-contracts/src/routes/ownership';
import type { CompatibilityContext } from './check-compatibility';
import { DeployError } from './deploy-error';
import type { HostSharedVersions } from './host-shared-versions';
import type { ReleaseMetadata } from './parse-release-metadata';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The host of the fixtures: fixed versions, so refusal messages can be asserted word for word. */
export const FIXTURE_VERSIONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  jotai: '2.20.3',
  rxjs: '7.8.2',
  '@emotion/react': '11.14.0',
  'single-spa': '6.0.3',
  'shared-contracts': '1.0.0',
  'shared-design-system': '1.0.0',
  '@tanstack/react-query': '5.108.0',
};

/** Singletons only remotes use (the host never imports them): they share them among themselves. */
const REMOTE_ONLY = new Set(['@tanstack/react-query']);

function fixtureHostShared(): HostSharedVersions {
  const shared: HostSharedVersions = {};
  for (const pkg of SHARED_SINGLETON_PACKAGES) {
    for (const name of [pkg, ...(SHARED_SUBPATHS[pkg] ?? [])]) {
      shared[name] = {
        package: pkg,
        version: FIXTURE_VERSIONS[pkg] ?? null,
        provider: REMOTE_ONLY.has(pkg) ? 'remotes' : 'host',
      };
    }
  }
  return shared;
}

export const FIXTURE_CONTEXT: CompatibilityContext = {
  contractVersion: '1.0.0',
  ownership: ROUTE_OWNERSHIP,
  hostShared: fixtureHostShared(),
};

/** A platform.json a compatible build of `pkg` would carry (`^<provided version>` for every module). */
export function compatibleRelease(
  pkg: string,
  version: string,
  context: CompatibilityContext = FIXTURE_CONTEXT,
): ReleaseMetadata {
  const shared: Record<string, string> = {};
  for (const [name, provision] of Object.entries(context.hostShared)) shared[name] = `^${provision.version}`;
  return {
    name: pkg,
    federationName: appByPkg(pkg).federationName,
    version,
    contract: '^1.0.0',
    routes: [...(ROUTE_OWNERSHIP.find((row) => row.owner === pkg)?.paths ?? [])],
    shared,
  };
}

export interface DeployFixture {
  rootDir: string;
  releasesDir: string;
  /** publishes a release: platform.json (the compatible one, changed by `edit`) and an mf-manifest.json */
  publish(pkg: string, version: string, edit?: (release: ReleaseMetadata) => void): ReleaseMetadata;
  manifestText(env: string): string;
  historyFile(env: string): string;
  /** every file under infra/remotes with its bytes, to prove a refused command wrote nothing */
  snapshot(): Record<string, string>;
  cleanup(): void;
}

export function createDeployFixture(context: CompatibilityContext = FIXTURE_CONTEXT): DeployFixture {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-deploy-'));
  const rootDir = path.join(base, 'root');
  const releasesDir = path.join(base, 'releases');
  const remotesDir = path.join(rootDir, 'infra', 'remotes');
  fs.mkdirSync(remotesDir, { recursive: true });
  for (const file of fs.readdirSync(path.join(REPO_ROOT, 'infra', 'remotes'))) {
    if (/^[a-z]+\.json$/.test(file))
      fs.copyFileSync(path.join(REPO_ROOT, 'infra', 'remotes', file), path.join(remotesDir, file));
  }
  return {
    rootDir,
    releasesDir,
    publish(pkg, version, edit) {
      const release = compatibleRelease(pkg, version, context);
      edit?.(release);
      const folder = path.join(releasesDir, pkg, version);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'platform.json'), `${JSON.stringify(release, null, 2)}\n`);
      fs.writeFileSync(
        path.join(folder, 'mf-manifest.json'),
        JSON.stringify({ id: release.federationName, metaData: { buildInfo: { buildVersion: version } } }),
      );
      return release;
    },
    manifestText: (env) => fs.readFileSync(path.join(remotesDir, `${env}.json`), 'utf8'),
    historyFile: (env) => path.join(remotesDir, `${env}.history.json`),
    snapshot() {
      const files: Record<string, string> = {};
      for (const file of fs.readdirSync(remotesDir).sort())
        files[file] = fs.readFileSync(path.join(remotesDir, file), 'utf8');
      return files;
    },
    cleanup: () => fs.rmSync(base, { recursive: true, force: true }),
  };
}

/** The DeployError a command throws (fails the test when it throws anything else or nothing). */
export function failureOf(run: () => unknown): DeployError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeployError) return error;
    throw error;
  }
  throw new Error('expected a DeployError');
}

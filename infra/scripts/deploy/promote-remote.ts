import { remoteEntryUrl } from '../../build/topology';
import { assertDeployable } from './assert-deployable';
import type { DeployOptions, DeployResult } from './deploy-options';
import { displayPath, readDeployState, writeDeployState } from './deploy-state';
import { deployEnv, deployRemote } from './deploy-target';
import { readPublishedRelease } from './releases-store';

/**
 * `npm run remote -- promote <remote> <version> --env <env>`: points the environment's manifest at a
 * published version of a remote, once the compatibility gate accepts it, and records the version it
 * replaces in `infra/remotes/<env>.history.json`. Refused → DeployError, nothing written.
 */
export function promoteRemote(
  pkg: string,
  version: string,
  envName: string,
  options: DeployOptions,
): DeployResult {
  const remote = deployRemote(pkg);
  const env = deployEnv(envName);
  const { folder, release } = readPublishedRelease(options.releasesDir, remote.pkg, version);
  const state = readDeployState(options.rootDir, env);
  const current = state.manifest[remote.federationName];
  const entry = remoteEntryUrl(env, remote, version);
  if (current?.version === version && current.entry === entry) {
    return { changed: false, message: `${remote.pkg} ${version} is already live in ${env}; nothing changed` };
  }

  assertDeployable(
    folder,
    release,
    options.context,
    { pkg: remote.pkg, federationName: remote.federationName, version },
    env,
  );

  state.manifest = { ...state.manifest, [remote.federationName]: { entry, version } };
  const previous = current?.version;
  if (previous !== undefined && previous !== version) {
    state.history = {
      ...state.history,
      [remote.federationName]: [...(state.history[remote.federationName] ?? []), previous],
    };
  }
  writeDeployState(state);

  const lines = [
    `${remote.pkg} in ${env}: ${previous ?? '(not deployed)'} → ${version}`,
    `  ${displayPath(options.rootDir, state.manifestFile)}: ${remote.federationName} → ${entry}`,
  ];
  if (previous !== undefined && previous !== version) {
    lines.push(
      `  ${displayPath(options.rootDir, state.historyFile)}: ${remote.federationName} [${(state.history[remote.federationName] ?? []).join(', ')}]`,
      `  to undo: npm run remote -- rollback ${remote.pkg} --env ${env}`,
    );
  }
  return { changed: true, message: lines.join('\n') };
}

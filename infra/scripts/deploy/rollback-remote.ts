import { remoteEntryUrl } from '../../build/topology';
import { assertDeployable } from './assert-deployable';
import { DeployError } from './deploy-error';
import type { DeployOptions, DeployResult } from './deploy-options';
import { displayPath, readDeployState, writeDeployState } from './deploy-state';
import { deployEnv, deployRemote } from './deploy-target';
import { readPublishedRelease } from './releases-store';

/**
 * `npm run remote -- rollback <remote> --env <env>`: puts back the version the last promote replaced (the
 * last of `infra/remotes/<env>.history.json`), after the same compatibility gate as a promote (the host may
 * have moved on since), and drops it from the history. Refused or nothing to roll back → DeployError.
 */
export function rollbackRemote(pkg: string, envName: string, options: DeployOptions): DeployResult {
  const remote = deployRemote(pkg);
  const env = deployEnv(envName);
  const state = readDeployState(options.rootDir, env);
  const earlier = state.history[remote.federationName] ?? [];
  const version = earlier[earlier.length - 1];
  if (version === undefined) {
    throw new DeployError(
      `Nothing to roll back: ${displayPath(options.rootDir, state.historyFile)} records no earlier version of ${remote.pkg} in ${env}`,
      1,
    );
  }

  const { folder, release } = readPublishedRelease(options.releasesDir, remote.pkg, version);
  assertDeployable(
    folder,
    release,
    options.context,
    { pkg: remote.pkg, federationName: remote.federationName, version },
    env,
  );

  const current = state.manifest[remote.federationName];
  const entry = remoteEntryUrl(env, remote, version);
  state.manifest = { ...state.manifest, [remote.federationName]: { entry, version } };
  const { [remote.federationName]: _popped, ...others } = state.history;
  const remaining = earlier.slice(0, -1);
  state.history = remaining.length > 0 ? { ...state.history, [remote.federationName]: remaining } : others;
  writeDeployState(state);

  return {
    changed: true,
    message: [
      `${remote.pkg} in ${env}: ${current?.version ?? '(not deployed)'} → ${version} (rolled back)`,
      `  ${displayPath(options.rootDir, state.manifestFile)}: ${remote.federationName} → ${entry}`,
      `  ${displayPath(options.rootDir, state.historyFile)}: ${remote.federationName} ${remaining.length > 0 ? `[${remaining.join(', ')}]` : '(no earlier version left)'}`,
    ].join('\n'),
  };
}

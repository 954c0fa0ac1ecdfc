import { PLATFORM_ENVS, REMOTES, type AppInfo, type PlatformEnv } from '../../build/topology';
import { DeployError } from './deploy-error';

/** An environment whose manifest a deploy may edit (everything but local). */
export type DeployEnv = Exclude<PlatformEnv, 'local'>;

export const DEPLOY_ENVS = PLATFORM_ENVS.filter((env): env is DeployEnv => env !== 'local');

/** The remote of the topology named `pkg`, or a DeployError (exit 2) listing the remotes. */
export function deployRemote(pkg: string | undefined): AppInfo {
  const remote = REMOTES.find((app) => app.pkg === pkg);
  if (remote) return remote;
  const known = REMOTES.map((app) => app.pkg).join(', ');
  throw new DeployError(
    pkg === undefined ? `Name a remote: ${known}` : `Unknown remote "${pkg}"; the remotes are ${known}`,
    2,
  );
}

/** A deployable environment, or a DeployError (exit 2); `local` is refused because it follows the tree. */
export function deployEnv(env: string | undefined): DeployEnv {
  if (env === 'local') {
    throw new DeployError(
      'The local manifest is not deployed: infra/remotes/local.json always follows the working tree ' +
        '(each remote on its own port at its package.json version, written by ' +
        `write-remotes-manifest.ts). Choose one of ${DEPLOY_ENVS.join(', ')} with --env.`,
      2,
    );
  }
  const found = DEPLOY_ENVS.find((candidate) => candidate === env);
  if (found) return found;
  throw new DeployError(
    env === undefined
      ? `Name the environment with --env: ${DEPLOY_ENVS.join(', ')}`
      : `Unknown environment "${env}"; choose one of ${DEPLOY_ENVS.join(', ')}`,
    2,
  );
}

/**
 * Independent deploys of one remote: publish a build, promote a published version in an environment,
 * roll it back, each behind the compatibility gate (infra/scripts/deploy/check-compatibility.ts).
 *
 *   npm run remote -- publish <remote> [--force]
 *   npm run remote -- promote <remote> <version> --env <env>
 *   npm run remote -- rollback <remote> --env <env>
 *
 * Options: --releases <dir> (else PLATFORM_RELEASES_DIR, else <root>/.releases), --root <dir> (the folder
 * holding infra/remotes and <remote>/dist; default this repository). The gate always checks against this
 * working tree: CONTRACT_VERSION, ROUTE_OWNERSHIP and the host's shared versions.
 * Exit codes: 0 done (or nothing to do), 1 refused, 2 bad arguments / unknown remote or env / missing release.
 */
import path from 'node:path';
import { ROUTE_OWNERSHIP } from '../../shared-contracts/src/routes/ownership';
import { CONTRACT_VERSION } from '../../shared-contracts/src/version';
import type { CompatibilityContext } from './deploy/check-compatibility';
import { DeployError } from './deploy/deploy-error';
import type { DeployResult } from './deploy/deploy-options';
import { DEPLOY_ENVS } from './deploy/deploy-target';
import { hostSharedVersions } from './deploy/host-shared-versions';
import { promoteRemote } from './deploy/promote-remote';
import { publishRemote } from './deploy/publish-remote';
import { resolveReleasesDir } from './deploy/releases-store';
import { rollbackRemote } from './deploy/rollback-remote';

const ROOT = path.resolve(__dirname, '../..');

export const USAGE = `Usage:
  npm run remote -- publish <remote> [--force]            copy <remote>/dist to <releases>/<remote>/<version>/
  npm run remote -- promote <remote> <version> --env <env> point <env>'s manifest at a published version
  npm run remote -- rollback <remote> --env <env>          put back the version the last promote replaced
Environments: ${DEPLOY_ENVS.join(', ')} (local always follows the working tree)
Options: --releases <dir>  releases store (default: PLATFORM_RELEASES_DIR, else <root>/.releases)
         --root <dir>      folder holding infra/remotes and <remote>/dist (default: this repository)`;

type Command = 'publish' | 'promote' | 'rollback';

export interface RemoteCliArgs {
  command?: Command;
  positionals: string[];
  env?: string;
  releases?: string;
  root?: string;
  force: boolean;
  help: boolean;
}

const COMMANDS: Record<Command, { arity: number; shape: string }> = {
  publish: { arity: 1, shape: 'publish <remote>' },
  promote: { arity: 2, shape: 'promote <remote> <version> --env <env>' },
  rollback: { arity: 1, shape: 'rollback <remote> --env <env>' },
};

const usageError = (message: string) => new DeployError(message, 2);

/** Parses the arguments; anything malformed → DeployError (exit 2). */
export function parseRemoteCliArgs(argv: readonly string[]): RemoteCliArgs {
  const args: RemoteCliArgs = { positionals: [], force: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const raw = argv[i] ?? '';
    if (!raw.startsWith('-')) {
      args.positionals.push(raw);
      continue;
    }
    const [flag, inline] = raw.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '' || next.startsWith('--'))
        throw usageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag === '--force') args.force = true;
    else if (flag === '--env') args.env = value();
    else if (flag === '--releases') args.releases = value();
    else if (flag === '--root') args.root = value();
    else throw usageError(`Unknown option ${raw}`);
  }
  if (args.help) return args;
  const [command, ...rest] = args.positionals;
  if (command === undefined) throw usageError('Name a command: publish, promote or rollback');
  if (!(command in COMMANDS))
    throw usageError(`Unknown command "${command}"; use publish, promote or rollback`);
  const spec = COMMANDS[command as Command];
  if (rest.length !== spec.arity) throw usageError(`Expected: npm run remote -- ${spec.shape}`);
  if (command === 'publish' && args.env !== undefined)
    throw usageError('publish takes no --env: a published build serves every environment');
  if (command !== 'publish' && args.force) throw usageError('--force only applies to publish');
  if (command !== 'publish' && args.env === undefined)
    throw usageError(`Name the environment: npm run remote -- ${spec.shape} (${DEPLOY_ENVS.join(', ')})`);
  return { ...args, command: command as Command, positionals: rest };
}

/** What the gate checks against: the contract, the ownership table and the host's shared versions. */
export function platformContext(repoRoot: string = ROOT): CompatibilityContext {
  return {
    contractVersion: CONTRACT_VERSION,
    ownership: ROUTE_OWNERSHIP,
    hostShared: hostSharedVersions(repoRoot),
  };
}

export interface RemoteCliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** read for PLATFORM_RELEASES_DIR */
  env: Readonly<Record<string, string | undefined>>;
  /** the repository whose host the gate checks against (and the default --root) */
  repoRoot: string;
}

function execute(args: RemoteCliArgs, io: RemoteCliIo): DeployResult {
  const rootDir = path.resolve(args.root ?? io.repoRoot);
  const releasesDir = resolveReleasesDir(rootDir, args.releases, io.env);
  const [remote = '', second = ''] = args.positionals;
  if (args.command === 'publish') return publishRemote(remote, { rootDir, releasesDir, force: args.force });
  const options = { rootDir, releasesDir, context: platformContext(io.repoRoot) };
  if (args.command === 'promote') return promoteRemote(remote, second, args.env ?? '', options);
  return rollbackRemote(remote, args.env ?? '', options);
}

/** Runs one command; returns the exit code (0 done or nothing to do, 1 refused, 2 cannot run as asked). */
export function runRemoteCli(
  argv: readonly string[],
  io: RemoteCliIo = {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    env: process.env,
    repoRoot: ROOT,
  },
): number {
  let args: RemoteCliArgs;
  try {
    args = parseRemoteCliArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  try {
    io.out(execute(args, io).message);
    return 0;
  } catch (error) {
    if (error instanceof DeployError) {
      io.err(error.message);
      return error.exitCode;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (require.main === module) process.exitCode = runRemoteCli(process.argv.slice(2));

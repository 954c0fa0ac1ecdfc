import fs from 'node:fs';
import path from 'node:path';
import { readRemotesManifest, remotesManifestFile, type RemotesManifest } from '../remotes-manifest';
import { formatManifest } from '../write-remotes-manifest';
import { DeployError } from './deploy-error';
import {
  deployHistoryFile,
  formatDeployHistory,
  readDeployHistory,
  type DeployHistory,
} from './deploy-history';
import { writeFileAtomic } from './write-file-atomic';

/** An environment's manifest and deploy history, as read from disk. */
export interface DeployState {
  manifest: RemotesManifest;
  history: DeployHistory;
  manifestFile: string;
  historyFile: string;
}

export function readDeployState(rootDir: string, env: string): DeployState {
  const manifestFile = remotesManifestFile(rootDir, env);
  if (!fs.existsSync(manifestFile)) throw new DeployError(`${manifestFile} does not exist`, 2);
  let manifest: RemotesManifest;
  try {
    manifest = readRemotesManifest(rootDir, env);
  } catch (error) {
    throw new DeployError((error as Error).message, 1);
  }
  return {
    manifest,
    history: readDeployHistory(rootDir, env),
    manifestFile,
    historyFile: deployHistoryFile(rootDir, env),
  };
}

/**
 * Writes the new manifest and history, each atomically; the history is written first, so an interrupted
 * deploy at worst remembers one version too many (a rollback then re-promotes the live one), never loses one.
 */
export function writeDeployState(state: DeployState): void {
  writeFileAtomic(state.historyFile, formatDeployHistory(state.history));
  writeFileAtomic(state.manifestFile, formatManifest(state.manifest));
}

/** A path as printed to the user: relative to the root when inside it. */
export function displayPath(rootDir: string, file: string): string {
  const relative = path.relative(rootDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

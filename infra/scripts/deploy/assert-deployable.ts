import fs from 'node:fs';
import path from 'node:path';
import { checkCompatibility, type AskedRelease, type CompatibilityContext } from './check-compatibility';
import { DeployError } from './deploy-error';
import type { ReleaseMetadata } from './parse-release-metadata';

/**
 * Runs the compatibility gate on a published release (plus: the release holds the mf-manifest.json the
 * environment's entry will point at). Any problem → a DeployError (exit 1):
 * `Refused: <remote> <version> cannot go to <env>:` then one `  - <problem>` line each.
 */
export function assertDeployable(
  folder: string,
  release: ReleaseMetadata,
  context: CompatibilityContext,
  asked: AskedRelease,
  env: string,
): void {
  const problems: string[] = [];
  if (!fs.existsSync(path.join(folder, 'mf-manifest.json')))
    problems.push(`the published release has no mf-manifest.json (${folder})`);
  problems.push(...checkCompatibility(release, context, asked));
  if (problems.length === 0) return;
  throw new DeployError(
    [
      `Refused: ${asked.pkg} ${asked.version} cannot go to ${env}:`,
      ...problems.map((problem) => `  - ${problem}`),
    ].join('\n'),
    1,
  );
}

import type { CompatibilityContext } from './check-compatibility';

/** Where a deploy reads and writes, and what it checks releases against. */
export interface DeployOptions {
  /** the folder holding infra/remotes/<env>.json and <env>.history.json */
  rootDir: string;
  /** the releases store (resolveReleasesDir) */
  releasesDir: string;
  /** the platform the gate checks against (contract, ownership table, host's shared versions) */
  context: CompatibilityContext;
}

/** What a deploy command did: whether a file changed, and what to print. */
export interface DeployResult {
  changed: boolean;
  message: string;
}

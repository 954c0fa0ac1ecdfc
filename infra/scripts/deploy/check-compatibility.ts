import type { RouteOwnership } from '../../../shared-contracts/src/routes/ownership';
import { satisfiesRange } from '../../../shared-contracts/src/semver/satisfies-range';
import type { HostSharedVersions } from './host-shared-versions';
import type { ReleaseMetadata } from './parse-release-metadata';

/** What a release is checked against: the platform as the working tree defines it. */
export interface CompatibilityContext {
  /** the host's CONTRACT_VERSION */
  contractVersion: string;
  /** the route ownership table (ROUTE_OWNERSHIP) */
  ownership: readonly RouteOwnership[];
  /** what the host provides for each shared singleton (hostSharedVersions) */
  hostShared: HostSharedVersions;
}

/** The remote (and version) the release is being deployed as. */
export interface AskedRelease {
  pkg: string;
  federationName: string;
  version: string;
}

function identityProblems(release: ReleaseMetadata, asked: AskedRelease): string[] {
  const problems: string[] = [];
  if (release.name !== asked.pkg)
    problems.push(`platform.json names the remote ${release.name}, not ${asked.pkg}`);
  if (release.federationName !== asked.federationName)
    problems.push(
      `platform.json has the federation name ${release.federationName}, but ${asked.pkg} is ${asked.federationName} in the topology`,
    );
  if (release.version !== asked.version)
    problems.push(`platform.json says version ${release.version}, but it was published as ${asked.version}`);
  return problems;
}

function routeProblems(
  release: ReleaseMetadata,
  asked: AskedRelease,
  context: CompatibilityContext,
): string[] {
  const row = context.ownership.find((candidate) => candidate.owner === asked.pkg);
  if (!row) return [`${asked.pkg} owns no routes in the ownership table`];
  const owned = new Set(row.paths);
  const claimed = new Set(release.routes);
  const problems: string[] = [];
  for (const route of claimed) {
    if (owned.has(route)) continue;
    const other = context.ownership.find((candidate) => candidate.paths.includes(route));
    problems.push(
      `claims route ${route}, which the ownership table ${other ? `gives to ${other.owner}` : `does not give to ${asked.pkg}`}`,
    );
  }
  for (const route of owned) {
    if (!claimed.has(route))
      problems.push(`does not claim route ${route}, which the ownership table gives to ${asked.pkg}`);
  }
  return problems;
}

function sharedProblems(release: ReleaseMetadata, context: CompatibilityContext): string[] {
  const singletons = [...new Set(Object.values(context.hostShared).map((item) => item.package))];
  const problems: string[] = [];
  for (const [name, range] of Object.entries(release.shared)) {
    const provision = context.hostShared[name];
    if (!provision) {
      problems.push(
        `shares ${name}, which is not a platform singleton (share only real singletons: ${singletons.join(', ')})`,
      );
    } else if (provision.version === null) {
      problems.push(
        `shared singleton ${name} ${range} cannot be checked: ${provision.package} is not installed`,
      );
    } else if (satisfiesRange(provision.version, range)) {
      continue;
    } else if (provision.provider === 'host') {
      problems.push(
        `shared singleton ${name} ${range} is not satisfied by the host's ${provision.package} ${provision.version}`,
      );
    } else {
      problems.push(
        `shared singleton ${name} ${range} is not satisfied by the installed ${provision.package} ${provision.version} (the host does not depend on ${provision.package}; the remotes share it among themselves)`,
      );
    }
  }
  return problems;
}

/**
 * The compatibility gate of a deploy: everything that stops `release` from going live as `asked`, one
 * plain-English line per problem (an empty list means it may go). (1) the host's contract satisfies the
 * release's contract range; (2) the release is the remote asked for and claims exactly the routes the
 * ownership table gives it; (3) each shared module is a platform singleton whose provided version satisfies
 * the release's range.
 */
export function checkCompatibility(
  release: ReleaseMetadata,
  context: CompatibilityContext,
  asked: AskedRelease,
): string[] {
  const problems = identityProblems(release, asked);
  if (!satisfiesRange(context.contractVersion, release.contract))
    problems.push(
      `contract range ${release.contract} is not satisfied by the host's contract ${context.contractVersion}`,
    );
  problems.push(...routeProblems(release, asked, context), ...sharedProblems(release, context));
  return problems;
}

import type { ReleaseMetadata } from '../../build/release-metadata';
import { DeployError } from './deploy-error';

// A remote build's `platform.json` (written by ReleaseMetadataPlugin in infra/build/webpack-config.ts): what
// the compatibility gate checks.
export type { ReleaseMetadata };

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/** Checks the shape of a parsed platform.json; a malformed one is refused (exit 1), naming the field. */
export function parseReleaseMetadata(json: unknown, source: string): ReleaseMetadata {
  const invalid = (why: string) => new DeployError(`${source} is not a valid platform.json: ${why}`, 1);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw invalid('expected an object');
  const value = json as Record<string, unknown>;
  for (const key of ['name', 'federationName', 'version', 'contract'] as const) {
    if (typeof value[key] !== 'string') throw invalid(`"${key}" must be a string`);
  }
  const routes = value.routes;
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string'))
    throw invalid('"routes" must be a list of strings');
  if (!isStringRecord(value.shared)) throw invalid('"shared" must map module names to version ranges');
  return {
    name: value.name as string,
    federationName: value.federationName as string,
    version: value.version as string,
    contract: value.contract as string,
    routes: [...(routes as string[])],
    shared: { ...value.shared },
  };
}

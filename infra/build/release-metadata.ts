/**
 * `platform.json`, beside a remote's mf-manifest.json: what the deploy gate (`npm run remote -- promote`)
 * checks before an environment's manifest may point at this build. Written by the webpack config's
 * ReleaseMetadataPlugin, read by infra/scripts/deploy (types only here, so the CLI never loads webpack).
 */
export interface ReleaseMetadata {
  name: string;
  federationName: string;
  version: string;
  /** the platform contract range the remote was built for */
  contract: string;
  /** the path patterns the remote claims (its package.json `platform.routes`) */
  routes: string[];
  /** shared singleton → the version range this build requires */
  shared: Record<string, string>;
}

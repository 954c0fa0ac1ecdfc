/**
 * Writes infra/remotes/local.json from topology.ts (ports, federation names) and each remote's package.json
 * (version), so the local manifest can never drift from the ports the servers use.
 *
 *   npx tsx infra/scripts/write-remotes-manifest.ts           write the file
 *   npx tsx infra/scripts/write-remotes-manifest.ts --check   exit 1 when the file is out of date
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, remoteEntryUrl } from '../build/topology';
import { remotesManifestFile, type RemotesManifest } from './remotes-manifest';

const ROOT = path.resolve(__dirname, '../..');

function packageVersion(rootDir: string, pkg: string): string {
  const json = JSON.parse(fs.readFileSync(path.join(rootDir, pkg, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof json.version !== 'string') throw new Error(`${pkg}/package.json has no version`);
  return json.version;
}

/** What infra/remotes/local.json must contain. */
export function localRemotesManifest(rootDir: string = ROOT): RemotesManifest {
  const manifest: RemotesManifest = {};
  for (const remote of REMOTES) {
    manifest[remote.federationName] = {
      entry: remoteEntryUrl('local', remote, packageVersion(rootDir, remote.pkg)),
      version: packageVersion(rootDir, remote.pkg),
    };
  }
  return manifest;
}

export function formatManifest(manifest: RemotesManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function main(): void {
  const file = remotesManifestFile(ROOT, 'local');
  const expected = formatManifest(localRemotesManifest());
  const relative = path.relative(ROOT, file);
  if (process.argv.includes('--check')) {
    const actual = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (actual !== expected) {
      console.error(`${relative} is out of date; run: npx tsx infra/scripts/write-remotes-manifest.ts`);
      process.exit(1);
    }
    console.log(`${relative} matches topology.ts`);
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, expected);
  console.log(`wrote ${relative}`);
}

if (require.main === module) main();

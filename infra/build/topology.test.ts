import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './topology';
import { readRemotesManifest } from '../scripts/remotes-manifest';
import { formatManifest, localRemotesManifest } from '../scripts/write-remotes-manifest';

const ROOT = path.resolve(__dirname, '../..');

describe('infra/remotes/local.json', () => {
  it('lists every remote of topology.ts on its port, with its package version', () => {
    const manifest = readRemotesManifest(ROOT, 'local');

    expect(Object.keys(manifest).sort()).toEqual(REMOTES.map((remote) => remote.federationName).sort());
    for (const remote of REMOTES) {
      expect(manifest[remote.federationName]?.entry).toBe(`http://localhost:${remote.port}/mf-manifest.json`);
    }
    expect(manifest).toEqual(localRemotesManifest(ROOT));
  });

  it('is byte-for-byte what write-remotes-manifest.ts writes', () => {
    const file = fs.readFileSync(path.join(ROOT, 'infra/remotes/local.json'), 'utf8');

    expect(file).toBe(formatManifest(localRemotesManifest(ROOT)));
  });
});

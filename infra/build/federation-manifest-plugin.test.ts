import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { buildFixture } from './webpack-fixture';
import {
  exposeChunkName,
  FederationManifestPlugin,
  type FederationManifestFile,
} from './federation-manifest-plugin';

/** A tiny remote: an expose with a lazy import, a lazily shared package, an eager one and one never imported. */
function writeFixture(dir: string): void {
  const files: Record<string, string> = {
    'index.js': "import('./expose.js');\n",
    'expose.js':
      "import { lazyMark } from 'lazy-shared';\nimport { eagerMark } from 'eager-shared';\n" +
      "export const app = () => [lazyMark, eagerMark, import('./later.js')];\n",
    'later.js': "export const later = 'LATER_CHUNK_MARK';\n",
    'node_modules/lazy-shared/package.json': '{"name":"lazy-shared","version":"1.2.3","main":"index.js"}',
    'node_modules/lazy-shared/index.js': "export const lazyMark = 'LAZY_SHARED_MARK';\n",
    'node_modules/eager-shared/package.json': '{"name":"eager-shared","version":"2.0.0","main":"index.js"}',
    'node_modules/eager-shared/index.js': "export const eagerMark = 'EAGER_SHARED_MARK';\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

function compile(dir: string): Promise<void> {
  const exposes = { './app': { import: './expose.js', name: exposeChunkName('./app') } };
  const shared = {
    'lazy-shared': { singleton: true, version: '1.2.3', requiredVersion: '^1.0.0' },
    'eager-shared': { singleton: true, version: '2.0.0', requiredVersion: '^2.0.0', eager: true },
    'never-imported': { singleton: true, version: '3.0.0', requiredVersion: '^3.0.0' },
  };
  return buildFixture(dir, {
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'mfe_fixture',
        filename: 'remoteEntry.js',
        library: { type: 'var', name: 'mfe_fixture' },
        exposes,
        shared,
      }),
      new FederationManifestPlugin({
        name: 'mfe_fixture',
        remoteEntry: 'remoteEntry.js',
        buildName: 'mfe-fixture',
        buildVersion: '4.5.6',
        exposes,
        shared,
      }),
    ],
  });
}

describe('FederationManifestPlugin (mf-manifest.json of a webpack federation build)', () => {
  let dist: string;
  let manifest: FederationManifestFile;
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-manifest-'));
    writeFixture(dir);
    await compile(dir);
    dist = path.join(dir, 'dist');
    manifest = JSON.parse(read('mf-manifest.json')) as FederationManifestFile;
  }, 60_000);

  it('names the container, its global and the release', () => {
    expect(manifest.id).toBe('mfe_fixture');
    expect(manifest.metaData).toMatchObject({
      globalName: 'mfe_fixture',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: '4.5.6', buildName: 'mfe-fixture' },
      publicPath: 'auto',
    });
    expect(read('remoteEntry.js')).toMatch(/^var mfe_fixture;/);
  });

  it("lists the './app' expose's own chunks, then its lazy imports' chunks, by their final file names", () => {
    const [app] = manifest.exposes;
    expect(app).toMatchObject({ id: 'mfe_fixture:app', name: 'app', path: './app' });
    const { sync, async } = app!.assets.js;
    expect(sync.some((file) => /^__federation_expose_app\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(sync.map(read).join('')).toContain('app');
    expect(async.map(read).join('')).toContain('LATER_CHUNK_MARK');
    expect(sync.map(read).join('')).not.toContain('LATER_CHUNK_MARK');
    for (const file of [...sync, ...async]) expect(fs.existsSync(path.join(dist, file))).toBe(true);
    expect(async.filter((file) => sync.includes(file))).toEqual([]);
  });

  it('lists the files that hold each shared module this build has a copy of, and only those shares', () => {
    const byName = Object.fromEntries(manifest.shared.map((share) => [share.name, share]));
    expect(Object.keys(byName).sort()).toEqual(['eager-shared', 'lazy-shared']);
    expect(byName['lazy-shared']).toMatchObject({
      id: 'mfe_fixture:lazy-shared',
      version: '1.2.3',
      requiredVersion: '^1.0.0',
      singleton: true,
    });
    const lazyFiles = byName['lazy-shared']!.assets.js.sync;
    expect(lazyFiles.length).toBeGreaterThan(0);
    expect(lazyFiles.map(read).join('')).toContain('LAZY_SHARED_MARK');
    const eagerFiles = byName['eager-shared']!.assets.js.sync;
    expect(eagerFiles.length).toBeGreaterThan(0);
    expect(eagerFiles.map(read).join('')).toContain('EAGER_SHARED_MARK');
  });
});

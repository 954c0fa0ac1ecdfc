import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compatibleRelease, failureOf } from './deploy-fixture';
import { publishRemote } from './publish-remote';

describe('publishRemote', () => {
  let base: string;
  let rootDir: string;
  let releasesDir: string;
  let dist: string;

  function writeDist(version: string, chunk = 'console.log(1);'): void {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'platform.json'),
      JSON.stringify(compatibleRelease('mfe-cast', version), null, 2),
    );
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: 'mfe_cast', metaData: { buildInfo: { buildVersion: version } } }),
    );
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mfe_cast;');
    fs.writeFileSync(path.join(dist, 'assets', 'app.123.js'), chunk);
  }

  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-publish-'));
    rootDir = path.join(base, 'root');
    releasesDir = path.join(base, 'releases');
    dist = path.join(rootDir, 'mfe-cast', 'dist');
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('copies the dist to <releases>/<remote>/<version>/', () => {
    writeDist('1.3.0');

    const result = publishRemote('mfe-cast', { rootDir, releasesDir });

    const target = path.join(releasesDir, 'mfe-cast', '1.3.0');
    expect(result).toEqual({ changed: true, message: `published mfe-cast 1.3.0 → ${target}` });
    for (const file of ['platform.json', 'mf-manifest.json', 'remoteEntry.js', 'assets/app.123.js']) {
      expect(fs.readFileSync(path.join(target, file), 'utf8')).toBe(
        fs.readFileSync(path.join(dist, file), 'utf8'),
      );
    }
    expect(fs.readdirSync(path.join(releasesDir, 'mfe-cast'))).toEqual(['1.3.0']);
  });

  it('does nothing for the same build again, and refuses another build under a published version', () => {
    writeDist('1.3.0');
    publishRemote('mfe-cast', { rootDir, releasesDir });

    expect(publishRemote('mfe-cast', { rootDir, releasesDir }).changed).toBe(false);

    writeDist('1.3.0', 'console.log(2);');
    const error = failureOf(() => publishRemote('mfe-cast', { rootDir, releasesDir }));
    expect(error.exitCode).toBe(1);
    expect(error.message).toContain('mfe-cast 1.3.0 is already published with different content');
    const published = path.join(releasesDir, 'mfe-cast', '1.3.0', 'assets', 'app.123.js');
    expect(fs.readFileSync(published, 'utf8')).toBe('console.log(1);');

    expect(publishRemote('mfe-cast', { rootDir, releasesDir, force: true }).message).toMatch(/^replaced /);
    expect(fs.readFileSync(published, 'utf8')).toBe('console.log(2);');
    expect(fs.readdirSync(path.join(releasesDir, 'mfe-cast'))).toEqual(['1.3.0']);
  });

  it('refuses a remote that has no build, and a dist whose files disagree on the version', () => {
    expect(failureOf(() => publishRemote('mfe-cast', { rootDir, releasesDir }))).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('Build it first: npm run build -w mfe-cast'),
    });

    writeDist('1.3.0');
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.2.0' } } }),
    );
    expect(failureOf(() => publishRemote('mfe-cast', { rootDir, releasesDir })).message).toBe(
      'mfe-cast/dist is inconsistent: platform.json says 1.3.0, mf-manifest.json says 1.2.0; rebuild it',
    );
    expect(fs.existsSync(releasesDir)).toBe(false);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './deploy-fixture';
import { hostSharedVersions } from './host-shared-versions';

function writeJson(file: string, json: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(json));
}

describe('hostSharedVersions', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'host-shared-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("uses the host's exact dependency, the installed version otherwise, and shared-* at their own version", () => {
    writeJson(path.join(root, 'host-shell/package.json'), {
      dependencies: { react: '19.3.1', 'react-dom': '^19.0.0', 'shared-contracts': '*', jotai: '2.20.3' },
    });
    writeJson(path.join(root, 'node_modules/react/package.json'), { version: '19.9.9' });
    writeJson(path.join(root, 'node_modules/react-dom/package.json'), { version: '19.3.2' });
    writeJson(path.join(root, 'node_modules/rxjs/package.json'), { version: '7.8.2' });
    writeJson(path.join(root, 'shared-contracts/package.json'), { version: '1.4.0' });

    const shared = hostSharedVersions(root);

    expect(shared.react).toEqual({ package: 'react', version: '19.3.1', provider: 'host' });
    expect(shared['react/jsx-runtime']).toEqual({ package: 'react', version: '19.3.1', provider: 'host' });
    expect(shared['react-dom/client']).toEqual({ package: 'react-dom', version: '19.3.2', provider: 'host' });
    expect(shared['shared-contracts']).toEqual({
      package: 'shared-contracts',
      version: '1.4.0',
      provider: 'host',
    });
    // not a host dependency: the remotes share the installed one
    expect(shared.rxjs).toEqual({ package: 'rxjs', version: '7.8.2', provider: 'remotes' });
    // neither a host dependency nor installed
    expect(shared['single-spa']).toEqual({ package: 'single-spa', version: null, provider: 'remotes' });
    expect(shared.lodash).toBeUndefined();
  });

  it('covers every singleton and sub-path of this repository with a version', () => {
    const shared = hostSharedVersions(REPO_ROOT);

    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react-dom/client', 'shared-design-system/area']),
    );
    for (const provision of Object.values(shared)) expect(provision.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

import {
  applyOverrides,
  OVERRIDE_STORAGE_KEY,
  parseOverrideParam,
  type ApplyOverridesOptions,
  type OverrideStorage,
} from './remote-override';
import type { RemotesManifest } from './remotes-manifest';

const QA: RemotesManifest = {
  mfe_cast: {
    entry: 'https://mfe.qa.plataforma-estudos.com.br/mfe-cast/1.2.0/mf-manifest.json',
    version: '1.2.0',
  },
  mfe_ldi: {
    entry: 'https://mfe.qa.plataforma-estudos.com.br/mfe-ldi/1.0.0/mf-manifest.json',
    version: '1.0.0',
  },
};
const LOCAL: RemotesManifest = {
  mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json', version: '1.0.0' },
  mfe_ldi: { entry: 'http://localhost:3102/mf-manifest.json', version: '1.0.0' },
};

type MemoryStorage = OverrideStorage & { data: Map<string, string> };

function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function run(
  options: Partial<Omit<ApplyOverridesOptions, 'storage'>> & { search: string; storage?: MemoryStorage },
) {
  const warnings: string[] = [];
  const storage = options.storage ?? memoryStorage();
  const result = applyOverrides({
    environment: 'local',
    manifest: LOCAL,
    storage,
    warn: (message) => warnings.push(message),
    ...options,
  });
  return { ...result, warnings, storage };
}

const override = (value: string) => `?mfe-override=${encodeURIComponent(value)}`;

describe('parseOverrideParam', () => {
  it('reads reset and <remote>@<url>, splitting at the first @', () => {
    expect(parseOverrideParam('reset')).toEqual({ kind: 'reset' });
    expect(parseOverrideParam('mfe-cast@http://u:p@localhost:3203/mf-manifest.json')).toEqual({
      kind: 'set',
      remote: 'mfe-cast',
      entry: 'http://u:p@localhost:3203/mf-manifest.json',
    });
    expect(parseOverrideParam('mfe-cast')).toBeNull();
    expect(parseOverrideParam('@http://localhost:3203/')).toBeNull();
    expect(parseOverrideParam('mfe-cast@')).toBeNull();
  });
});

describe('applyOverrides', () => {
  it('replaces one remote entry with a localhost build, remembers it and strips the parameter', () => {
    const result = run({
      search: `${override('mfe-cast@http://localhost:3203/mf-manifest.json')}&preview=all`,
    });
    expect(result.manifest.mfe_cast).toEqual({
      entry: 'http://localhost:3203/mf-manifest.json',
      version: 'override',
    });
    expect(result.manifest.mfe_ldi).toEqual(LOCAL.mfe_ldi);
    expect(result.active).toEqual([
      { owner: 'mfe-cast', name: 'mfe_cast', entry: 'http://localhost:3203/mf-manifest.json' },
    ]);
    expect(result.cleanedSearch).toBe('?preview=all');
    expect(JSON.parse(result.storage.data.get(OVERRIDE_STORAGE_KEY) ?? '')).toEqual({
      mfe_cast: 'http://localhost:3203/mf-manifest.json',
    });

    // the next page, without the parameter, keeps it
    const next = run({ search: '', storage: result.storage });
    expect(next.manifest.mfe_cast?.entry).toBe('http://localhost:3203/mf-manifest.json');
    expect(next.cleanedSearch).toBeNull();
  });

  it('accepts the federation name too, and 127.0.0.1 and *.localhost', () => {
    expect(run({ search: override('mfe_ldi@http://127.0.0.1:4000/mf-manifest.json') }).active).toHaveLength(
      1,
    );
    expect(
      run({ search: override('mfe-ldi@http://ldi.localhost:4000/mf-manifest.json') }).manifest.mfe_ldi?.entry,
    ).toBe('http://ldi.localhost:4000/mf-manifest.json');
  });

  it("accepts the environment's own remote origin in qa; localhost only in local, where the CSP names it", () => {
    const own = 'https://mfe.qa.plataforma-estudos.com.br/mfe-cast/1.3.0-rc.1/mf-manifest.json';
    expect(
      run({ environment: 'qa', manifest: QA, search: override(`mfe-cast@${own}`) }).manifest.mfe_cast?.entry,
    ).toBe(own);
    const sandbox = run({
      environment: 'sandbox',
      manifest: QA,
      search: override('mfe-cast@http://localhost:3203/mf-manifest.json'),
    });
    expect(sandbox.active).toEqual([]);
    expect(sandbox.manifest).toEqual(QA);
    expect(sandbox.warnings.join('\n')).toContain(
      "origin http://localhost:3203 is not allowed (this environment's remotes only; localhost only in local)",
    );
  });

  it('ignores a foreign origin, with the reason, and keeps the manifest', () => {
    const result = run({ search: override('mfe-cast@https://evil.example.com/mf-manifest.json') });
    expect(result.manifest).toEqual(LOCAL);
    expect(result.active).toEqual([]);
    expect(result.warnings.join('\n')).toContain('origin https://evil.example.com is not allowed');
    expect(result.storage.data.has(OVERRIDE_STORAGE_KEY)).toBe(false);
    // the prod origin is foreign to qa
    expect(
      run({
        environment: 'qa',
        manifest: QA,
        search: override('mfe-cast@https://mfe.plataforma-estudos.com.br/mfe-cast/1.0.0/mf-manifest.json'),
      }).active,
    ).toEqual([]);
  });

  it('ignores unknown remotes, relative URLs, other schemes and credentials in the URL', () => {
    for (const value of [
      'mfe-unknown@http://localhost:3203/mf-manifest.json',
      'mfe-cast@/mf-manifest.json',
      'mfe-cast@javascript:alert(1)',
      'mfe-cast@http://user:secret@localhost:3203/mf-manifest.json',
      'garbage',
    ]) {
      const result = run({ search: override(value) });
      expect(result.manifest).toEqual(LOCAL);
      expect(result.warnings).toHaveLength(1);
    }
  });

  it('is never honoured in production (nor are stored overrides)', () => {
    const storage = memoryStorage({
      [OVERRIDE_STORAGE_KEY]: JSON.stringify({ mfe_cast: 'http://localhost:3203/mf-manifest.json' }),
    });
    const result = run({
      environment: 'production',
      manifest: QA,
      storage,
      search: override('mfe-cast@http://localhost:3203/mf-manifest.json'),
    });
    expect(result.manifest).toEqual(QA);
    expect(result.active).toEqual([]);
    expect(result.cleanedSearch).toBe('');
    expect(result.warnings).toEqual(['ignored: overrides are not accepted in production']);
  });

  it('reset clears every stored override', () => {
    const storage = memoryStorage({
      [OVERRIDE_STORAGE_KEY]: JSON.stringify({
        mfe_cast: 'http://localhost:3203/mf-manifest.json',
        mfe_ldi: 'http://localhost:3202/mf-manifest.json',
      }),
    });
    const result = run({ search: override('reset'), storage });
    expect(result.manifest).toEqual(LOCAL);
    expect(result.active).toEqual([]);
    expect(storage.data.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });

  it('drops a stored override that is no longer allowed, and survives corrupt storage', () => {
    const storage = memoryStorage({
      [OVERRIDE_STORAGE_KEY]: JSON.stringify({
        mfe_cast: 'https://evil.example.com/mf-manifest.json',
        mfe_ldi: 'http://localhost:3202/mf-manifest.json',
      }),
    });
    const result = run({ search: '', storage });
    expect(result.active.map((o) => o.name)).toEqual(['mfe_ldi']);
    expect(JSON.parse(storage.data.get(OVERRIDE_STORAGE_KEY) ?? '')).toEqual({
      mfe_ldi: 'http://localhost:3202/mf-manifest.json',
    });

    expect(
      run({ search: '', storage: memoryStorage({ [OVERRIDE_STORAGE_KEY]: '{not json' }) }).manifest,
    ).toEqual(LOCAL);
    expect(run({ search: '', storage: memoryStorage({ [OVERRIDE_STORAGE_KEY]: '[1,2]' }) }).active).toEqual(
      [],
    );
  });
});

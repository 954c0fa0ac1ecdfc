import {
  parseRemotesManifest,
  remoteEntryEnvName,
  remoteOrigins,
  resolveRemotesManifest,
  type RemotesManifest,
} from './remotes-manifest';

const BASE: RemotesManifest = {
  mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json', version: '1.3.0' },
  mfe_goals: { entry: 'http://localhost:3106/mf-manifest.json', version: '1.0.0' },
  mfe_ldi: { entry: 'https://ldi.cdn.example/mf-manifest.json', version: '2.0.0' },
};

describe('resolveRemotesManifest', () => {
  it('keeps the manifest as written when nothing is overridden', () => {
    expect(resolveRemotesManifest(BASE)).toEqual(BASE);
  });

  it('replaces one entry from REMOTE_<NAME>_ENTRY and keeps its version', () => {
    const resolved = resolveRemotesManifest(BASE, {
      env: { REMOTE_MFE_CAST_ENTRY: 'http://localhost:4103/mf-manifest.json' },
    });

    expect(resolved.mfe_cast).toEqual({ entry: 'http://localhost:4103/mf-manifest.json', version: '1.3.0' });
    expect(resolved.mfe_goals).toEqual(BASE.mfe_goals);
  });

  it('follows a remote moved to another port, but never a remote hosted elsewhere', () => {
    const resolved = resolveRemotesManifest(BASE, {
      ports: { 'mfe-cast': 3203, 'mfe-ldi': 3202, 'mfe-goals': 3106 },
    });

    expect(resolved.mfe_cast?.entry).toBe('http://localhost:3203/mf-manifest.json');
    expect(resolved.mfe_ldi?.entry).toBe('https://ldi.cdn.example/mf-manifest.json');
    expect(resolved.mfe_goals?.entry).toBe('http://localhost:3106/mf-manifest.json');
  });

  it('lets an explicit entry win over a moved port and the environment', () => {
    const resolved = resolveRemotesManifest(BASE, {
      ports: { 'mfe-cast': 3203 },
      env: { REMOTE_MFE_CAST_ENTRY: 'http://localhost:4103/mf-manifest.json' },
      entries: { mfe_cast: 'http://localhost:3999/mf-manifest.json' },
    });

    expect(resolved.mfe_cast?.entry).toBe('http://localhost:3999/mf-manifest.json');
  });

  it('refuses a malformed override instead of serving it to the host', () => {
    expect(() => resolveRemotesManifest(BASE, { env: { REMOTE_MFE_GOALS_ENTRY: 'localhost:3106' } })).toThrow(
      'remote mfe_goals: entry "localhost:3106" is not an http(s) URL',
    );
  });
});

describe('remoteEntryEnvName and remoteOrigins', () => {
  it('names the override variable after the federation name', () => {
    expect(remoteEntryEnvName('mfe_study_table')).toBe('REMOTE_MFE_STUDY_TABLE_ENTRY');
  });

  it('lists each origin once', () => {
    const manifest = {
      ...BASE,
      mfe_goals_copy: { entry: 'http://localhost:3106/other/mf-manifest.json', version: '1' },
    };

    expect(remoteOrigins(manifest)).toEqual([
      'http://localhost:3103',
      'http://localhost:3106',
      'https://ldi.cdn.example',
    ]);
  });
});

describe('parseRemotesManifest', () => {
  it('names the file and the remote whose line is wrong', () => {
    expect(() =>
      parseRemotesManifest({ mfe_cast: { entry: 'http://localhost:3103/mf-manifest.json' } }, 'qa.json'),
    ).toThrow('qa.json: "mfe_cast" needs string "entry" and "version"');
  });
});

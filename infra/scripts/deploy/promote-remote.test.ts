import fs from 'node:fs';
import { readRemotesManifest } from '../remotes-manifest';
import { createDeployFixture, failureOf, FIXTURE_CONTEXT, type DeployFixture } from './deploy-fixture';
import { promoteRemote } from './promote-remote';

describe('promoteRemote', () => {
  let fixture: DeployFixture;
  const options = () => ({
    rootDir: fixture.rootDir,
    releasesDir: fixture.releasesDir,
    context: FIXTURE_CONTEXT,
  });

  beforeEach(() => {
    fixture = createDeployFixture();
  });
  afterEach(() => fixture.cleanup());

  it("points the environment's line at the new version and records the one it replaced", () => {
    fixture.publish('mfe-cast', '1.1.0');
    const before = readRemotesManifest(fixture.rootDir, 'qa');

    const result = promoteRemote('mfe-cast', '1.1.0', 'qa', options());

    const after = readRemotesManifest(fixture.rootDir, 'qa');
    expect(after.mfe_cast).toEqual({
      entry: 'https://mfe.qa.plataforma-estudos.com.br/mfe-cast/1.1.0/mf-manifest.json',
      version: '1.1.0',
    });
    expect({ ...after, mfe_cast: before.mfe_cast }).toEqual(before);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(fs.readFileSync(fixture.historyFile('qa'), 'utf8')).toBe('{\n  "mfe_cast": ["1.0.0"]\n}\n');
    expect(result.changed).toBe(true);
    expect(result.message).toBe(
      [
        'mfe-cast in qa: 1.0.0 → 1.1.0',
        '  infra/remotes/qa.json: mfe_cast → https://mfe.qa.plataforma-estudos.com.br/mfe-cast/1.1.0/mf-manifest.json',
        '  infra/remotes/qa.history.json: mfe_cast [1.0.0]',
        '  to undo: npm run remote -- rollback mfe-cast --env qa',
      ].join('\n'),
    );
    // the other environments are untouched
    expect(fixture.snapshot()['dev.json']).toBe(fixture.manifestText('dev'));
    expect(fs.existsSync(fixture.historyFile('dev'))).toBe(false);
  });

  it('appends to the history on each promote, most recent last', () => {
    fixture.publish('mfe-cast', '1.1.0');
    fixture.publish('mfe-cast', '1.2.0');

    promoteRemote('mfe-cast', '1.1.0', 'production', options());
    promoteRemote('mfe-cast', '1.2.0', 'production', options());

    expect(JSON.parse(fs.readFileSync(fixture.historyFile('production'), 'utf8'))).toEqual({
      mfe_cast: ['1.0.0', '1.1.0'],
    });
    expect(readRemotesManifest(fixture.rootDir, 'production').mfe_cast?.version).toBe('1.2.0');
  });

  it('does nothing when the version is already live', () => {
    fixture.publish('mfe-cast', '1.0.0');
    const before = fixture.snapshot();

    const result = promoteRemote('mfe-cast', '1.0.0', 'dev', options());

    expect(result).toEqual({
      changed: false,
      message: 'mfe-cast 1.0.0 is already live in dev; nothing changed',
    });
    expect(fixture.snapshot()).toEqual(before);
  });

  describe('refuses an incompatible release and leaves the files byte for byte', () => {
    it.each([
      [
        'a contract range the host does not satisfy',
        (release: { contract: string }) => {
          release.contract = '^2.0.0';
        },
        "  - contract range ^2.0.0 is not satisfied by the host's contract 1.0.0",
      ],
      [
        'routes that differ from the ownership table',
        (release: { routes: string[] }) => {
          release.routes = ['/cast/*', '/podcasts/*'];
        },
        '  - claims route /podcasts/*, which the ownership table does not give to mfe-cast',
      ],
      [
        'a shared singleton range the host cannot satisfy',
        (release: { shared: Record<string, string> }) => {
          release.shared.react = '^20.0.0';
        },
        "  - shared singleton react ^20.0.0 is not satisfied by the host's react 19.3.1",
      ],
    ])('%s', (_reason, edit, problem) => {
      fixture.publish('mfe-cast', '1.1.0');
      promoteRemote('mfe-cast', '1.1.0', 'sandbox', options()); // so a history file exists too
      fixture.publish('mfe-cast', '2.1.0', edit as never);
      const before = fixture.snapshot();
      expect(Object.keys(before)).toContain('sandbox.history.json');

      const error = failureOf(() => promoteRemote('mfe-cast', '2.1.0', 'sandbox', options()));

      expect(error.exitCode).toBe(1);
      expect(error.message).toBe(`Refused: mfe-cast 2.1.0 cannot go to sandbox:\n${problem}`);
      expect(fixture.snapshot()).toEqual(before);
    });
  });

  it('refuses the local manifest, which follows the working tree', () => {
    fixture.publish('mfe-cast', '1.1.0');
    const before = fixture.snapshot();

    const error = failureOf(() => promoteRemote('mfe-cast', '1.1.0', 'local', options()));

    expect(error.exitCode).toBe(2);
    expect(error.message).toContain('infra/remotes/local.json always follows the working tree');
    expect(error.message).toContain('Choose one of dev, qa, sandbox, production');
    expect(fixture.snapshot()).toEqual(before);
  });

  it('refuses an unknown remote, an unknown environment and a version that is not published (exit 2)', () => {
    fixture.publish('mfe-cast', '1.1.0');

    expect(failureOf(() => promoteRemote('mfe-podcast', '1.1.0', 'dev', options()))).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('Unknown remote "mfe-podcast"; the remotes are mfe-questions,'),
    });
    expect(failureOf(() => promoteRemote('host-shell', '1.1.0', 'dev', options())).exitCode).toBe(2);
    expect(failureOf(() => promoteRemote('mfe-cast', '1.1.0', 'staging', options()))).toMatchObject({
      exitCode: 2,
      message: 'Unknown environment "staging"; choose one of dev, qa, sandbox, production',
    });
    expect(failureOf(() => promoteRemote('mfe-cast', '9.9.9', 'dev', options()))).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('mfe-cast 9.9.9 is not published'),
    });
    expect(failureOf(() => promoteRemote('mfe-cast', '../1.1.0', 'dev', options()))).toMatchObject({
      exitCode: 2,
      message: '"../1.1.0" is not a version (expected x.y.z)',
    });
  });
});

import fs from 'node:fs';
import { readRemotesManifest } from '../remotes-manifest';
import { createDeployFixture, failureOf, FIXTURE_CONTEXT, type DeployFixture } from './deploy-fixture';
import { promoteRemote } from './promote-remote';
import { rollbackRemote } from './rollback-remote';

describe('rollbackRemote', () => {
  let fixture: DeployFixture;
  const options = () => ({
    rootDir: fixture.rootDir,
    releasesDir: fixture.releasesDir,
    context: FIXTURE_CONTEXT,
  });

  beforeEach(() => {
    fixture = createDeployFixture();
    fixture.publish('mfe-goals', '1.0.0');
    fixture.publish('mfe-goals', '1.1.0');
    fixture.publish('mfe-goals', '1.2.0');
  });
  afterEach(() => fixture.cleanup());

  it('restores the version the last promote replaced and pops it from the history', () => {
    const original = fixture.manifestText('dev');
    promoteRemote('mfe-goals', '1.1.0', 'dev', options());
    promoteRemote('mfe-goals', '1.2.0', 'dev', options());

    const result = rollbackRemote('mfe-goals', 'dev', options());

    expect(readRemotesManifest(fixture.rootDir, 'dev').mfe_goals).toEqual({
      entry: 'https://mfe.dev.plataforma-estudos.com.br/mfe-goals/1.1.0/mf-manifest.json',
      version: '1.1.0',
    });
    expect(fs.readFileSync(fixture.historyFile('dev'), 'utf8')).toBe('{\n  "mfe_goals": ["1.0.0"]\n}\n');
    expect(result.message).toBe(
      [
        'mfe-goals in dev: 1.2.0 → 1.1.0 (rolled back)',
        '  infra/remotes/dev.json: mfe_goals → https://mfe.dev.plataforma-estudos.com.br/mfe-goals/1.1.0/mf-manifest.json',
        '  infra/remotes/dev.history.json: mfe_goals [1.0.0]',
      ].join('\n'),
    );

    rollbackRemote('mfe-goals', 'dev', options());

    expect(fixture.manifestText('dev')).toBe(original);
    expect(fs.readFileSync(fixture.historyFile('dev'), 'utf8')).toBe('{}\n');
  });

  it('refuses when no earlier version is recorded (exit 1), writing nothing', () => {
    const before = fixture.snapshot();

    const error = failureOf(() => rollbackRemote('mfe-goals', 'qa', options()));

    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(
      'Nothing to roll back: infra/remotes/qa.history.json records no earlier version of mfe-goals in qa',
    );
    expect(fixture.snapshot()).toEqual(before);
  });

  it('runs the gate on the earlier version: a host that moved on refuses it and the files stay as they were', () => {
    promoteRemote('mfe-goals', '1.1.0', 'dev', options());
    const before = fixture.snapshot();
    const movedOn = { ...options(), context: { ...FIXTURE_CONTEXT, contractVersion: '2.0.0' } };

    const error = failureOf(() => rollbackRemote('mfe-goals', 'dev', movedOn));

    expect(error.exitCode).toBe(1);
    expect(error.message).toBe(
      "Refused: mfe-goals 1.0.0 cannot go to dev:\n  - contract range ^1.0.0 is not satisfied by the host's contract 2.0.0",
    );
    expect(fixture.snapshot()).toEqual(before);
  });

  it('refuses the local environment', () => {
    expect(failureOf(() => rollbackRemote('mfe-goals', 'local', options())).exitCode).toBe(2);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDeployFixture, REPO_ROOT, type DeployFixture } from './deploy/deploy-fixture';
import { readRemotesManifest } from './remotes-manifest';
import { parseRemoteCliArgs, platformContext, runRemoteCli, USAGE } from './remote-cli';
import { CONTRACT_VERSION } from '../../shared-contracts/src/version';

describe('parseRemoteCliArgs', () => {
  it('reads the command, its arguments and the options, in either --flag value or --flag=value form', () => {
    expect(parseRemoteCliArgs(['promote', 'mfe-cast', '1.2.0', '--env=qa', '--releases', '/r'])).toEqual({
      command: 'promote',
      positionals: ['mfe-cast', '1.2.0'],
      env: 'qa',
      releases: '/r',
      force: false,
      help: false,
    });
    expect(parseRemoteCliArgs(['publish', 'mfe-cast', '--force'])).toMatchObject({ force: true });
  });

  it.each([
    [[], 'Name a command: publish, promote or rollback'],
    [['deploy', 'mfe-cast'], 'Unknown command "deploy"; use publish, promote or rollback'],
    [
      ['promote', 'mfe-cast', '--env', 'dev'],
      'Expected: npm run remote -- promote <remote> <version> --env <env>',
    ],
    [
      ['rollback', 'mfe-cast'],
      'Name the environment: npm run remote -- rollback <remote> --env <env> (dev, qa, sandbox, production)',
    ],
    [['promote', 'mfe-cast', '1.0.0', '--env'], '--env needs a value'],
    [['promote', 'mfe-cast', '1.0.0', '--env', 'dev', '--force'], '--force only applies to publish'],
    [
      ['publish', 'mfe-cast', '--env', 'dev'],
      'publish takes no --env: a published build serves every environment',
    ],
    [['publish', 'mfe-cast', '--verbose'], 'Unknown option --verbose'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseRemoteCliArgs(argv)).toThrow(message);
  });
});

describe('remote CLI', () => {
  let fixture: DeployFixture;

  function run(argv: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = runRemoteCli(argv, {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      env,
      repoRoot: REPO_ROOT,
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  }

  beforeEach(() => {
    // releases that satisfy this repository's real host, which is what the CLI checks against
    fixture = createDeployFixture(platformContext(REPO_ROOT));
  });
  afterEach(() => fixture.cleanup());

  it('exits 2 with the usage for bad arguments, 0 for --help', () => {
    expect(run(['promote', 'mfe-cast'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Expected: npm run remote -- promote <remote> <version> --env <env>\n\n${USAGE}`,
    });
    expect(run(['--help'])).toEqual({ code: 0, stdout: USAGE, stderr: '' });
  });

  it('finds the releases through PLATFORM_RELEASES_DIR when --releases is not given', () => {
    fixture.publish('mfe-ldi', '1.4.0');

    const result = run(['promote', 'mfe-ldi', '1.4.0', '--env', 'sandbox', '--root', fixture.rootDir], {
      PLATFORM_RELEASES_DIR: fixture.releasesDir,
    });

    expect(result.code).toBe(0);
    expect(readRemotesManifest(fixture.rootDir, 'sandbox').mfe_ldi?.version).toBe('1.4.0');
  });

  it('refuses local (exit 2) and a missing release (exit 2), and prints a refusal (exit 1)', () => {
    fixture.publish('mfe-cast', '3.0.0', (release) => {
      release.contract = '^3.0.0';
    });
    const root = ['--root', fixture.rootDir, '--releases', fixture.releasesDir];

    expect(run(['promote', 'mfe-cast', '3.0.0', '--env', 'local', ...root]).code).toBe(2);
    expect(run(['promote', 'mfe-cast', '3.1.0', '--env', 'dev', ...root]).code).toBe(2);
    expect(run(['rollback', 'mfe-cast', '--env', 'dev', ...root]).code).toBe(1);
    expect(run(['promote', 'mfe-cast', '3.0.0', '--env', 'dev', ...root])).toEqual({
      code: 1,
      stdout: '',
      stderr: `Refused: mfe-cast 3.0.0 cannot go to dev:\n  - contract range ^3.0.0 is not satisfied by the host's contract ${CONTRACT_VERSION}`,
    });
  });

  describe('as a child process (node --import tsx infra/scripts/remote-cli.ts)', () => {
    function spawnCli(args: string[]) {
      const env = { ...process.env };
      delete env.PLATFORM_RELEASES_DIR;
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'infra/scripts/remote-cli.ts',
          ...args,
          '--root',
          fixture.rootDir,
          '--releases',
          fixture.releasesDir,
        ],
        { cwd: REPO_ROOT, encoding: 'utf8', env, timeout: 30_000 },
      );
      return { code: child.status, stdout: child.stdout, stderr: child.stderr };
    }

    it('promotes a compatible version, then refuses an incompatible one leaving the manifest as it was', () => {
      fixture.publish('mfe-cast', '1.1.0');
      fixture.publish('mfe-cast', '1.2.0', (release) => {
        release.routes = ['/cast/*', '/ldi/*'];
      });

      const promoted = spawnCli(['promote', 'mfe-cast', '1.1.0', '--env', 'production']);

      expect(promoted).toEqual({
        code: 0,
        stderr: '',
        stdout: [
          'mfe-cast in production: 1.0.0 → 1.1.0',
          '  infra/remotes/production.json: mfe_cast → https://mfe.plataforma-estudos.com.br/mfe-cast/1.1.0/mf-manifest.json',
          '  infra/remotes/production.history.json: mfe_cast [1.0.0]',
          '  to undo: npm run remote -- rollback mfe-cast --env production',
          '',
        ].join('\n'),
      });
      const before = fixture.snapshot();

      const refused = spawnCli(['promote', 'mfe-cast', '1.2.0', '--env', 'production']);

      expect(refused).toEqual({
        code: 1,
        stdout: '',
        stderr:
          'Refused: mfe-cast 1.2.0 cannot go to production:\n' +
          '  - claims route /ldi/*, which the ownership table gives to mfe-ldi\n',
      });
      expect(fixture.snapshot()).toEqual(before);
      expect(fs.existsSync(path.join(REPO_ROOT, 'infra/remotes/production.history.json'))).toBe(false);
    }, 60_000);
  });
});

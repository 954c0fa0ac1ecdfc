import { spawnSync } from 'node:child_process';
import { formatDeployHistory } from './deploy-history';
import { REPO_ROOT } from './deploy-fixture';

/** The repository's Prettier on a history file's text (a child process: Prettier 3 loads itself as ESM). */
function prettierFormat(text: string): string {
  const child = spawnSync(
    process.execPath,
    [require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', 'infra/remotes/dev.history.json'],
    { cwd: REPO_ROOT, input: text, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return child.stdout;
}

describe('formatDeployHistory', () => {
  it.each([
    ['empty', {}],
    ['short', { mfe_cast: ['1.0.0'], mfe_goals: ['1.0.0', '1.1.0'], mfe_ldi: [] }],
    ['long', { mfe_study_table: Array.from({ length: 20 }, (_, i) => `1.${i}.0`), mfe_cast: ['1.0.0'] }],
  ])('lays out a %s history exactly as Prettier does (CI runs prettier --check)', (_name, history) => {
    const text = formatDeployHistory(history);

    expect(JSON.parse(text)).toEqual(history);
    expect(prettierFormat(text)).toBe(text);
  });
});

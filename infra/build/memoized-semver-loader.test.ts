import fs from 'node:fs';
import path from 'node:path';
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import memoizedSemverLoader, { SEMVER_MODULE, memoizeSatisfy } from './memoized-semver-loader';

const RUNTIME_CORE = path.dirname(require.resolve('@module-federation/runtime-core'));
const SEMVER_FILE = path.join(RUNTIME_CORE, 'utils/semver/index.js');

type Satisfy = (version: unknown, range: unknown) => boolean;

/** Runs an ES module's source whose imports are only named ones, relative to `dir`, as CommonJS. */
function evaluate(source: string, dir: string, extra: Record<string, unknown> = {}): { satisfy: Satisfy } {
  const code = source
    .replace(/^import \{([^}]*)\} from "\.\/([^"]+)\.js";$/gm, (_, names: string, file: string) => {
      return `const {${names}} = require(${JSON.stringify(path.join(dir, `${file}.cjs`))});`;
    })
    .replace(/^export \{([^}]*)\};$/m, 'module.exports = {$1};');
  const module: { exports: { satisfy?: Satisfy } } = { exports: {} };
  new Function('require', 'module', ...Object.keys(extra), code)(require, module, ...Object.values(extra));
  const { satisfy } = module.exports;
  if (typeof satisfy !== 'function') throw new Error('the module exports no satisfy');
  return { satisfy };
}

/** (version, range) pairs: the first page's seven, and ones that do not satisfy or need the whole parser. */
const PAIRS: [string, string][] = [
  ['19.3.1', '^19.3.1'],
  ['6.0.3', '^6.0.3'],
  ['1.0.0', '^1.0.0'],
  ['11.14.0', '^11.14.0'],
  ['2.20.3', '^2.20.3'],
  ['5.108.0', '^5.108.0'],
  ['7.18.5', '^7.18.5'],
  ['18.3.1', '^19.3.1'],
  ['19.3.1', '<=19.3.0'],
  ['19.3.1', '>=18.0.0 <20.0.0'],
  ['19.3.1', '^17.0.0 || ^19.0.0'],
  ['19.3.1', '~19.3.0'],
  ['19.4.0', '~19.3.0'],
  ['19.3.1', '19.0.0 - 19.3.1'],
  ['19.3.1', '*'],
  ['19.3.1-beta.1', '^19.3.0'],
];

describe('the federation runtime’s semver check, memoised (issue 12)', () => {
  it('applies to the installed runtime’s semver module, which still defines satisfy as the loader expects', () => {
    expect(SEMVER_MODULE.test(SEMVER_FILE)).toBe(true);
    expect(() => memoizeSatisfy(fs.readFileSync(SEMVER_FILE, 'utf8'))).not.toThrow();
  });

  it('answers every pair as the runtime’s own satisfy does, the first time and from its cache', () => {
    const memoized = evaluate(
      memoizedSemverLoader(fs.readFileSync(SEMVER_FILE, 'utf8')),
      path.dirname(SEMVER_FILE),
    );
    for (const round of [1, 2])
      for (const [version, range] of PAIRS)
        expect([round, version, range, memoized.satisfy(version, range)]).toEqual([
          round,
          version,
          range,
          runtimeSatisfy(version, range),
        ]);
    // what the runtime passes when a share has no version
    expect(memoized.satisfy(undefined, '^19.3.1')).toBe(false);
    expect(memoized.satisfy('', '^19.3.1')).toBe(false);
  });

  it('computes each pair of strings once, and anything else every time', () => {
    const counted = { calls: 0 };
    const source = [
      'function satisfy(version, range) {',
      '  counted.calls += 1;',
      '  return version === range;',
      '}',
      'export { satisfy };',
    ].join('\n');
    const { satisfy } = evaluate(memoizeSatisfy(source), __dirname, { counted });
    expect([satisfy('1.0.0', '1.0.0'), satisfy('1.0.0', '1.0.0'), satisfy('1.0.0', '2.0.0')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(counted.calls).toBe(2);
    // a pair is keyed by both strings, not by their concatenation
    expect([satisfy('1.0.01', '.0'), satisfy('1.0.0', '1.0')]).toEqual([false, false]);
    expect(counted.calls).toBe(4);
    satisfy(undefined, '1.0.0');
    satisfy(undefined, '1.0.0');
    expect(counted.calls).toBe(6);
  });

  it('fails the build when the runtime no longer has that function', () => {
    expect(() => memoizeSatisfy('export const satisfy = (v, r) => true;')).toThrow(/memoized-semver-loader/);
  });
});

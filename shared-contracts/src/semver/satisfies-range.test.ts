import { parseVersion, satisfiesRange } from './satisfies-range';

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.0.0', '=1.0.0', true],
    ['v1.2.3', '1.2.3', true],
    ['1.4.2', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['1.1.9', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.9.0', '^1', true],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.2', '~1.2.3', false],
    ['1.9.9', '~1', true],
    ['1.5.0', '>=1.2.0', true],
    ['1.1.0', '>=1.2.0', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['1.2.0', '>1.2.0', false],
    ['1.2.1', '>1.2.0', true],
    ['1.2.0', '<=1.2.0', true],
    ['1.9.9', '<=1', true],
    ['2.0.0', '<=1', false],
    ['2.0.0', '>1', true],
    ['1.9.0', '>1', false],
    ['1.7.3', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.2.7', '1.2.*', true],
    ['1.3.0', '1.2.x', false],
    ['1.3.0', '1', true],
    ['5.0.0', '*', true],
    ['5.0.0', 'x', true],
    ['5.0.0', '', true],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['3.0.0', '^1.0.0 || ^2.0.0', false],
    ['1.0.0', '1.0.0 || 3.x', true],
    ['1.5.0', '1.0.0 - 2.0.0', true],
    ['2.0.1', '1.0.0 - 2.0.0', false],
    ['1.5.0', '>= 1.2.0', true],
    ['1.0.0-beta.1', '^1.0.0', false],
    ['1.0.0-beta.2', '>=1.0.0-beta.1', true],
    ['1.0.0', 'not-a-range', false],
    ['banana', '^1.0.0', false],
  ])('%s satisfies %j: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('parseVersion', () => {
  it('parses full versions only', () => {
    expect(parseVersion('1.2.3-rc.1+build')).toEqual([1, 2, 3, 'rc.1']);
    expect(parseVersion('1.2')).toBeNull();
  });
});

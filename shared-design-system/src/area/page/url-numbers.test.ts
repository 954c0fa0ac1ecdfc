import { pageParam, positiveIdsParam, positiveIntParam } from './url-numbers';

describe('numbers of the address', () => {
  it('reads a positive whole number as an address writes it', () => {
    expect(positiveIntParam('1')).toBe(1);
    expect(positiveIntParam('2026')).toBe(2026);
  });

  it.each([null, undefined, '', '0', '-1', '02', '2.5', '1e3', '2abc', 'abc', ' 2', '99999999999999999999'])(
    'refuses %p',
    (value) => {
      expect(positiveIntParam(value)).toBeNull();
      expect(pageParam(value)).toBe(1);
    },
  );

  it('opens the asked page', () => {
    expect(pageParam('3')).toBe(3);
  });

  it('keeps the valid ids of a repeated parameter, each once, in order', () => {
    expect(positiveIdsParam(['5', 'x', '1', '5', '0', '3'])).toEqual([5, 1, 3]);
    expect(positiveIdsParam([])).toEqual([]);
  });
});

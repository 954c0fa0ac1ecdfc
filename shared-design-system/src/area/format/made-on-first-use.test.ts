import { madeOnFirstUse } from './made-on-first-use';

test('makes nothing until asked, then makes the value once and keeps it', () => {
  const make = jest.fn(() => ({ made: true }));
  const value = madeOnFirstUse(make);
  expect(make).not.toHaveBeenCalled();
  const first = value();
  expect(value()).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
});

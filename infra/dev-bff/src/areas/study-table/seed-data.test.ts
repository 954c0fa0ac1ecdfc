import { earlierToday } from './seed-data';

describe('earlierToday', () => {
  it('is today at the hour once that hour has passed', () => {
    expect(earlierToday(Date.parse('2026-11-27T15:30:00.000Z'), 11)).toBe('2026-11-27T11:00:00.000Z');
  });

  it('is never in the future: a minute ago while the hour has not come yet', () => {
    expect(earlierToday(Date.parse('2026-11-27T01:00:00.000Z'), 11)).toBe('2026-11-27T00:59:00.000Z');
  });
});

import { formatTrackDuration, isoDuration } from './format-track-duration';

describe('track durations', () => {
  it.each([
    [754, '12:34', 'PT12M34S'],
    [59, '0:59', 'PT59S'],
    [3725, '1:02:05', 'PT1H2M5S'],
    [600, '10:00', 'PT10M0S'],
  ])('%p s → %p', (seconds, text, iso) => {
    expect(formatTrackDuration(seconds)).toBe(text);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it('never shows negative or fractional seconds', () => {
    expect(formatTrackDuration(-3)).toBe('0:00');
    expect(formatTrackDuration(61.9)).toBe('1:01');
  });
});

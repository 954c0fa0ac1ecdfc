import { formatDuration, formatFileSize } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [615, '10:15'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%p s → %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatFileSize', () => {
  it.each([
    [900, '900 B'],
    [482133, '471 KB'],
    [1_300_000, '1,2 MB'],
  ])('%p bytes → %p', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

import { formatExamDuration, pluralize } from './format-duration';

describe('formatExamDuration', () => {
  it.each([
    [3600, '1h'],
    [5400, '1h 30min'],
    [900, '15min'],
    [14400, '4h'],
    [0, '0min'],
  ])('%p s → %p', (seconds, text) => {
    expect(formatExamDuration(seconds)).toBe(text);
  });
});

describe('pluralize', () => {
  it('uses the singular for one and groups thousands', () => {
    expect(pluralize(1, 'questão', 'questões')).toBe('1 questão');
    expect(pluralize(0, 'questão', 'questões')).toBe('0 questões');
    expect(pluralize(1234, 'questão', 'questões')).toBe('1.234 questões');
  });
});

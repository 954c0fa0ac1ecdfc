import { formatAccuracy, formatInteger } from './format-number';

describe('pt-BR numbers', () => {
  it('groups thousands with a dot', () => {
    expect(formatInteger(18342)).toBe('18.342');
    expect(formatInteger(7)).toBe('7');
  });

  it('shows an accuracy as a percentage with at most one decimal', () => {
    expect(formatAccuracy(72.9)).toBe('72,9%');
    expect(formatAccuracy(100)).toBe('100%');
    expect(formatAccuracy(0)).toBe('0%');
  });
});

import { formatNumber, formatPercent } from 'shared-design-system/area';

// the kit's pt-BR numbers, as the performance and rankings pages show totals and accuracies
describe('pt-BR numbers', () => {
  it('groups thousands with a dot', () => {
    expect(formatNumber(18342)).toBe('18.342');
    expect(formatNumber(7)).toBe('7');
  });

  it('shows an accuracy as a percentage with at most one decimal', () => {
    expect(formatPercent(72.9)).toBe('72,9%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });
});

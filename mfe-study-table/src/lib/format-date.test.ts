import { formatDate, formatDateTime, formatEventPeriod, saoPauloDay } from './format-date';

describe('dates in America/Sao_Paulo, pt-BR', () => {
  it('formats UTC instants in São Paulo time', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3)
    expect(formatDate('2025-03-06T02:30:00.000Z')).toBe('05/03/2025');
    expect(formatDateTime('2025-03-06T02:30:00.000Z')).toBe('05/03/2025 às 23:30');
  });

  it('spells a live class period with weekday and month in Portuguese', () => {
    expect(formatEventPeriod('2025-03-05T22:00:00.000Z', '2025-03-06T00:00:00.000Z')).toBe(
      'quarta-feira, 5 de março de 2025, 19:00 às 21:00',
    );
  });

  it('gives the São Paulo calendar day for API parameters', () => {
    const lateEvening = new Date('2025-01-01T01:00:00.000Z');
    expect(saoPauloDay(0, lateEvening)).toBe('2024-12-31');
    expect(saoPauloDay(-29, lateEvening)).toBe('2024-12-02');
  });
});

import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatEventPeriod,
  formatSaoPaulo,
  formatTime,
  formatUntil,
  saoPauloDay,
} from './format-sao-paulo';
import { formatBrl, formatFileSize, formatNumber, formatPercent, pluralize } from './format-numbers';
import { formatClock, formatHoursMinutes, isoDuration } from './format-durations';

describe('dates in São Paulo time', () => {
  it('shows an instant as São Paulo sees it, not as UTC does', () => {
    // 01:30 UTC on the 6th is 22:30 on the 5th in São Paulo (UTC-3)
    expect(formatDate('2025-03-06T01:30:00Z')).toBe('05/03/2025');
    expect(formatDateTime('2025-03-06T01:30:00Z')).toBe('05/03/2025 às 22:30');
    expect(formatTime('2025-03-05T22:00:00Z')).toBe('19:00');
    expect(formatDayMonth('2025-12-31T12:00:00Z')).toBe('31/12');
  });

  it("says an offer's last day as 'Até dd/mm'", () => {
    expect(formatUntil('2025-03-10T23:59:59-03:00')).toBe('Até 10/03');
    expect(formatUntil('não é data')).toBe('');
  });

  it('keeps a calendar day (YYYY-MM-DD) on that day', () => {
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
  });

  it('formats with a pattern, long names in pt-BR and literal text', () => {
    expect(formatSaoPaulo('2025-03-05T22:00:00Z', 'dddd, D [de] MMMM [de] YYYY')).toBe(
      'quarta-feira, 5 de março de 2025',
    );
    expect(formatEventPeriod('2025-03-05T22:00:00Z', '2025-03-06T00:00:00Z')).toBe(
      'quarta-feira, 5 de março de 2025, 19:00 às 21:00',
    );
    expect(formatSaoPaulo('invalid', 'DD/MM')).toBe('');
  });

  it("gives today's São Paulo day for API parameters", () => {
    const lateEvening = new Date('2025-03-06T02:00:00Z'); // 23:00 on the 5th in São Paulo
    expect(saoPauloDay(0, lateEvening)).toBe('2025-03-05');
    expect(saoPauloDay(1, lateEvening)).toBe('2025-03-06');
    expect(saoPauloDay(-30, lateEvening)).toBe('2025-02-03');
  });
});

describe('numbers, money and sizes in pt-BR', () => {
  it('shows integer cents as BRL', () => {
    expect(formatBrl(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatBrl(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });

  it('groups digits and writes decimals and percentages the Brazilian way', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatPercent(72.94)).toBe('72,9%');
    expect(pluralize(1, 'questão', 'questões')).toBe('1 questão');
    expect(pluralize(1234, 'questão', 'questões')).toBe('1.234 questões');
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(482 * 1024)).toBe('482 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});

describe('durations', () => {
  it('shows a clock, hours and minutes, and the ISO form', () => {
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatHoursMinutes(5400)).toBe('1h 30min');
    expect(formatHoursMinutes(900)).toBe('15min');
    expect(formatHoursMinutes(7200)).toBe('2h');
    expect(isoDuration(754)).toBe('PT12M34S');
  });
});

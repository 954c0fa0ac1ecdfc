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

describe('the same text as Intl, without starting it (issue 12)', () => {
  const intlNumber = new Intl.NumberFormat('pt-BR');
  const intlBrl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const someNumbers = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000, 9_007_199_254_740_991];

  it('writes whole numbers and money as Intl does, negatives too', () => {
    for (const value of [...someNumbers, ...someNumbers.slice(1).map((n) => -n)]) {
      expect(formatNumber(value)).toBe(intlNumber.format(value));
      expect(pluralize(value, 'acerto', 'acertos')).toBe(
        `${intlNumber.format(value)} ${value === 1 ? 'acerto' : 'acertos'}`,
      );
    }
    for (const cents of [0, 1, 5, 10, 99, 100, 101, 123_456, 100_000_000, 987_654_321, -1, -99, -123_456]) {
      expect(formatBrl(cents)).toBe(intlBrl.format(cents / 100));
    }
    // (Intl writes '-0')
    expect(formatNumber(-0)).toBe('0');
    // what is not a whole number is left to Intl
    expect(formatNumber(2.5)).toBe('2,5');
    expect(formatBrl(10.5)).toBe(intlBrl.format(0.105));
  });

  it('writes dates, names and times as the time-zone database does, every day of 2019 to 2030', () => {
    const database = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const read = (date: Date) => {
      const parts = Object.fromEntries(database.formatToParts(date).map((part) => [part.type, part.value]));
      return `${parts.weekday}, ${parts.day} de ${parts.month} de ${parts.year}, ${parts.hour}:${parts.minute}`;
    };
    const disagreements: string[] = [];
    // 7 h 13 min a step: every weekday, month and hour is met, with odd minutes
    for (let time = Date.UTC(2019, 1, 17, 2); time < Date.UTC(2031, 0, 1); time += 26_000_000) {
      const date = new Date(time);
      if (formatSaoPaulo(date, 'dddd, D [de] MMMM [de] YYYY, HH:mm') !== read(date)) {
        disagreements.push(date.toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('asks the time-zone database for instants of the daylight saving years', () => {
    // 2018-12-01 12:00 UTC was 10:00 in São Paulo (summer time, UTC−2), not 09:00
    expect(formatDateTime('2018-12-01T12:00:00Z')).toBe('01/12/2018 às 10:00');
    expect(formatSaoPaulo('2018-12-01T12:00:00Z', 'dddd, D [de] MMMM')).toBe('sábado, 1 de dezembro');
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

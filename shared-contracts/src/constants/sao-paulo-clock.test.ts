import { SAO_PAULO_FIXED_OFFSET_SINCE, saoPauloWallClock } from './sao-paulo-clock';

const zone = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm' as the time-zone database reads the instant in São Paulo. */
function fromDatabase(date: Date): string {
  const parts = Object.fromEntries(zone.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function fromWallClock(date: Date): string | null {
  return saoPauloWallClock(date)?.toISOString().slice(0, 16).replace('T', ' ') ?? null;
}

test('the wall clock agrees with the time-zone database for every hour from the fixed offset to 2030', () => {
  const disagreements: string[] = [];
  for (let time = SAO_PAULO_FIXED_OFFSET_SINCE; time < Date.UTC(2031, 0, 1); time += 3_600_000) {
    const date = new Date(time);
    if (fromWallClock(date) !== fromDatabase(date)) disagreements.push(date.toISOString());
  }
  expect(disagreements).toEqual([]);
});

test('the fixed offset starts where the last daylight saving time ended', () => {
  // 00:00 of 2019-02-17 in summer time was turned back to 23:00 of the 16th
  expect(fromDatabase(new Date(SAO_PAULO_FIXED_OFFSET_SINCE - 60_000))).toBe('2019-02-16 23:59');
  expect(fromDatabase(new Date(SAO_PAULO_FIXED_OFFSET_SINCE))).toBe('2019-02-16 23:00');
  expect(fromWallClock(new Date(SAO_PAULO_FIXED_OFFSET_SINCE))).toBe('2019-02-16 23:00');
});

test('before the fixed offset the wall clock is not guessed', () => {
  expect(saoPauloWallClock(new Date(SAO_PAULO_FIXED_OFFSET_SINCE - 1))).toBeNull();
  expect(saoPauloWallClock(new Date('2018-12-01T12:00:00Z'))).toBeNull();
  expect(saoPauloWallClock(new Date(Number.NaN))).toBeNull();
});

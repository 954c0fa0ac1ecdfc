import { greetingForHour, saoPauloHour } from './greeting';

test.each([
  [5, 'Boa noite'],
  [6, 'Bom dia'],
  [11, 'Bom dia'],
  [12, 'Boa tarde'],
  [17, 'Boa tarde'],
  [18, 'Boa noite'],
  [0, 'Boa noite'],
])('hour %i greets with %s', (hour, greeting) => {
  expect(greetingForHour(hour)).toBe(greeting);
});

test('the hour is read in São Paulo time', () => {
  expect(saoPauloHour(new Date('2026-11-21T12:30:00Z'))).toBe(9);
});

test('the hour crosses midnight in São Paulo, not in UTC', () => {
  expect(saoPauloHour(new Date('2026-06-01T02:15:00Z'))).toBe(23);
  expect(saoPauloHour(new Date('2026-06-01T03:00:00Z'))).toBe(0);
});

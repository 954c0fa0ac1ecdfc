import { addDays, weekDays, weekStart } from './week';

describe('calendar weeks', () => {
  it('start on Monday and end on Sunday', () => {
    expect(weekStart('2025-03-05')).toBe('2025-03-03'); // a Wednesday
    expect(weekStart('2025-03-09')).toBe('2025-03-03'); // a Sunday
    expect(weekStart('2025-03-03')).toBe('2025-03-03');
    expect(weekDays('2025-03-03')).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(addDays('2025-02-24', 7)).toBe('2025-03-03');
  });
});

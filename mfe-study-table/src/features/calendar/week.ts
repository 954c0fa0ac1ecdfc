/** Calendar weeks (Monday to Sunday) over São Paulo calendar days 'YYYY-MM-DD'. */

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T12:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday of the week a day falls in. */
export function weekStart(day: string): string {
  const time = toTime(day);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return toDay(time - weekday * DAY_MS);
}

/** A day moved by `days`. */
export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** The seven days of the week starting at `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

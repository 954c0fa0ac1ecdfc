const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text from the address is a real calendar day 'YYYY-MM-DD' ('2025-02-30' is not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T12:00:00Z`);
  // Date rolls 30 February over to March: only a day that reads back the same exists
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

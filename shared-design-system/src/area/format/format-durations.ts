const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
}

/** A media duration as a player shows it: 754 → '12:34', 3725 → '1:02:05'. */
export function formatClock(seconds: number): string {
  const safe = wholeSeconds(seconds);
  const hours = Math.floor(safe / SECONDS_PER_HOUR);
  const minutes = Math.floor((safe % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = String(safe % SECONDS_PER_MINUTE).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A study or exam duration in hours and minutes: 5400 → '1h 30min', 900 → '15min', 7200 → '2h'. */
export function formatHoursMinutes(seconds: number): string {
  const safe = wholeSeconds(seconds);
  const hours = Math.floor(safe / SECONDS_PER_HOUR);
  const minutes = Math.floor((safe % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  if (hours === 0) return `${minutes}min`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}min`;
}

/** The ISO 8601 duration for `<time dateTime>`: 754 → 'PT12M34S'. */
export function isoDuration(seconds: number): string {
  const safe = wholeSeconds(seconds);
  const hours = Math.floor(safe / SECONDS_PER_HOUR);
  const minutes = Math.floor((safe % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${safe % SECONDS_PER_MINUTE}S`;
}

/**
 * São Paulo's offset from UTC: −3 h all year since Brazil ended daylight saving time (Decreto 9.772/2019).
 * Its last period ended on 2019-02-17 at 00:00 local time (02:00 UTC); from then on the wall clock is UTC−3.
 * sao-paulo-clock.test.ts checks this against the time-zone database for every hour of 2019–2030, so a return
 * of daylight saving time fails a test instead of showing wrong times.
 */
export const SAO_PAULO_UTC_OFFSET_MS = -3 * 3_600_000;
/** The first instant of the fixed offset (2019-02-17T02:00:00Z). */
export const SAO_PAULO_FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);

/**
 * The São Paulo wall clock of an instant, as a Date whose UTC fields read it (getUTCHours() is the hour in
 * São Paulo); null before the fixed offset, where only the time-zone database knows the offset.
 *
 * Plain arithmetic, not Intl: the first Intl object a page makes starts the browser's ICU, about 40 ms of main
 * thread on a desktop and 150 ms or more on a phone (measured in Chromium, issue 12).
 */
export function saoPauloWallClock(date: Date): Date | null {
  const time = date.getTime();
  if (!(time >= SAO_PAULO_FIXED_OFFSET_SINCE)) return null;
  return new Date(time + SAO_PAULO_UTC_OFFSET_MS);
}

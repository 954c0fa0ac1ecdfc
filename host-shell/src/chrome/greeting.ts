/** Greeting by hour (spec 1 §2): 6-11 Bom dia, 12-17 Boa tarde, otherwise Boa noite. */
export function greetingForHour(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour >= 6 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  return 'Boa noite';
}

/**
 * São Paulo's offset from UTC: −3 h all year since Brazil ended daylight saving time (Decreto 9.772/2019).
 * greeting.test.ts checks it against the time-zone database for every hour of 2020–2030, so a return of
 * daylight saving time fails a test instead of greeting wrongly.
 */
const SAO_PAULO_UTC_OFFSET_HOURS = -3;

/**
 * The hour now in São Paulo, whatever the browser's zone. Plain arithmetic, not Intl: the chrome greets on
 * every first page, and the first Intl formatter a page makes starts the browser's ICU (about 40 ms of main
 * thread on a desktop, 150 ms or more on a phone: measured in Chromium, issue 12). The app download page,
 * which every phone sees, formats nothing else.
 */
export function saoPauloHour(date: Date = new Date()): number {
  return (date.getUTCHours() + 24 + SAO_PAULO_UTC_OFFSET_HOURS) % 24;
}

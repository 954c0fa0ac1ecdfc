// a sub-path bundled where it is used (not the shared singleton, whose every export is on the first load)
import { SAO_PAULO_UTC_OFFSET_MS, saoPauloWallClock } from 'shared-contracts/sao-paulo-clock';

/** Greeting by hour (spec 1 §2): 6-11 Bom dia, 12-17 Boa tarde, otherwise Boa noite. */
export function greetingForHour(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour >= 6 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  return 'Boa noite';
}

/**
 * The hour now in São Paulo, whatever the browser's zone: its wall clock by plain arithmetic, not Intl (the
 * chrome greets on every first page; the app download page, which every phone sees, formats nothing else).
 */
export function saoPauloHour(date: Date = new Date()): number {
  // a device clock set before 2019 is wrong anyway: UTC−3 all the same
  return (saoPauloWallClock(date) ?? new Date(date.getTime() + SAO_PAULO_UTC_OFFSET_MS)).getUTCHours();
}

const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_MINUTE = 60;

/** An exam duration in hours and minutes, as the exam forms show it: 5400 → '1h 30min', 900 → '15min'. */
export function formatExamDuration(seconds: number): string {
  const safe = Math.max(0, Math.round(seconds));
  const hours = Math.floor(safe / SECONDS_PER_HOUR);
  const minutes = Math.floor((safe % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  if (hours === 0) return `${minutes}min`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}min`;
}

/** '1 questão' / '12 questões' (pt-BR plural, numbers grouped: '1.234 questões'). */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : plural}`;
}

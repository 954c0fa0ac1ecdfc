/** Greeting by hour (spec 1 §2): 6-11 Bom dia, 12-17 Boa tarde, otherwise Boa noite. */
export function greetingForHour(hour: number): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  if (hour >= 6 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  return 'Boa noite';
}

/** The hour now in São Paulo, whatever the browser's zone. */
export function saoPauloHour(date: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat('pt-BR', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
  return Number.parseInt(hour, 10);
}

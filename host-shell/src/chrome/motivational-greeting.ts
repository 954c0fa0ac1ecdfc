import { greetingForHour } from './greeting';

/** The first name of a full name ('Ana Paula Souza' → 'Ana'). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The small layout's greeting (spec 1 §2 Layouts): greeting by hour to the student's first name. */
export function motivationalGreeting(fullName: string, hour: number): string {
  const name = firstNameOf(fullName);
  const greeting = greetingForHour(hour);
  return name
    ? `${greeting}, ${name}! Cada questão resolvida é um passo rumo à aprovação.`
    : `${greeting}! Cada questão resolvida é um passo rumo à aprovação.`;
}

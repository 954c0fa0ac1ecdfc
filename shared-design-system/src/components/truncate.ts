/**
 * Cuts `text` to its first `max` characters and appends '...' when it is longer (spec 1 §5: breadcrumb
 * segments to 18, list names to 50 or 18). Counts Unicode code points, so an emoji is never split.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('')}...`;
}

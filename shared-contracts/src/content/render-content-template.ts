/**
 * Substitutes {{name}} placeholders (e.g. {{quantity}}) of a remote content text. Non-string text gives ''
 * (spec 1 §5); a placeholder without a value is left as it is, so a missing variable is visible.
 */
export function renderContentTemplate(text: unknown, vars: Record<string, string | number> = {}): string {
  if (typeof text !== 'string') return '';
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : placeholder,
  );
}

/** The first name of a full name ('Ana Paula Souza' → 'Ana'); '' when there is none. */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

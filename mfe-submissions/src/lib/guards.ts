/**
 * An array of anything, as a guard for the kit's `expectData` when a list's items are filtered one by one
 * (a malformed item is left out rather than failing the whole list, which `expectList` would do).
 */
export function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** The ?page= of a search string, 1 when absent or invalid. */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * Numbers an address carries (`?pagina=2`, `?area=1&area=5`), read strictly: only a whole positive number
 * written as an address writes it counts, so what a hand-edited or old link carries ('abc', '0', '02', '2.5',
 * '1e3', '2abc') opens the page's default and never reaches the API.
 */

/** A positive whole number as an address writes it ('2'); null for anything else. */
export function positiveIntParam(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d*$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/** The page a paged list's address asks for, from 1: anything but a page number is the first page. */
export function pageParam(value: string | null | undefined): number {
  return positiveIntParam(value) ?? 1;
}

/** The positive whole numbers of a repeated parameter, each once and in order; anything else is left out. */
export function positiveIdsParam(values: readonly string[]): number[] {
  const ids = values.map(positiveIntParam).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

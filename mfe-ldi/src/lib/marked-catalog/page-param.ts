/** The search parameter of a paged list's page (a shelf, search results, a paged catalogue). */
export const PAGE_PARAM = 'pagina';

/** The page the address asks for, from 1 (anything else is the first page). */
export function pageParam(params: URLSearchParams): number {
  const asked = Number(params.get(PAGE_PARAM));
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

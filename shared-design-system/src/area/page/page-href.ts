import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The address of another page of a paged list whose page lives in the address (the Pager's `hrefOf`): `path`
 * with every parameter of `params` kept (a search term, filters) and `param` set to the page, left out on the
 * first page, so each page is a link a student can open apart and share.
 */
export function pageHref(path: string, params: URLSearchParams, param: string, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(param, String(page));
  else next.delete(param);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** `pageHref` for the list the student is looking at: this path and its search parameters. */
export function usePageHref(param: string): (page: number) => string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (page) => pageHref(pathname, params, param, page);
}

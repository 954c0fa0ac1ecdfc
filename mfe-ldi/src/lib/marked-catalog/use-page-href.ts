import { useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_PARAM } from './page-param';

/**
 * The address of another page of the paged list the address shows (the Pager's `hrefOf`): the same path and
 * search parameters (a search term, filters) with `?pagina=` set, so each page is a link that can be shared.
 */
export function usePageHref(): (page: number) => string {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (page) => {
    const next = new URLSearchParams(params);
    next.set(PAGE_PARAM, String(page));
    return `${pathname}?${next}`;
  };
}

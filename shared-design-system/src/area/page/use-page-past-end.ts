import { useEffect, useLayoutEffect, useRef } from 'react';
import { useUrlParams } from './use-url-params';

/**
 * Whether a paged list was asked for a page past its last one (`?pagina=99` of a list of 2 pages: an old or
 * hand-edited link, a list that shrank). Then the list goes back to its first page instead of saying it is
 * empty though it is not, and shows its skeleton meanwhile. `backToFirst` is the address parameter of the page
 * (removed, replacing the address's entry; the other parameters are kept) or, for a page kept elsewhere (a
 * component's state), what takes the list back to its first page; it is called once per page past the end.
 * `lastPage` is the one the asked page's own answer gives: undefined until it came, and while a previous
 * page's answer is shown in its place (placeholder data). A failed page is not sent anywhere: its error says so.
 */
export function usePagePastEnd(
  page: number,
  lastPage: number | undefined,
  backToFirst: string | (() => void),
): boolean {
  const [, update] = useUrlParams();
  const pastEnd = page > 1 && lastPage !== undefined && lastPage < page;
  // the latest way back, so an owner's inline function is not called again on every render
  const back = useRef(backToFirst);
  useLayoutEffect(() => {
    back.current = backToFirst;
  });
  useEffect(() => {
    if (!pastEnd) return;
    const to = back.current;
    if (typeof to === 'string') update({ [to]: null });
    else to();
  }, [pastEnd, page, update]);
  return pastEnd;
}

import { useEffect } from 'react';
import { useUrlParams } from 'shared-design-system/area';
import { PAGE_PARAM } from './page-param';

/**
 * Whether the address asks a page past the list's last one (`?pagina=99` of a list of 2 pages: an old or
 * hand-edited link). Then the list goes back to its first page, replacing the address, instead of saying it is
 * empty though it is not; the list shows its skeleton meanwhile. `lastPage` is the one the asked page's answer
 * gives, undefined until it came (a failed page is not sent anywhere: its error says so).
 */
export function usePagePastEnd(page: number, lastPage: number | undefined): boolean {
  const [, update] = useUrlParams();
  const pastEnd = page > 1 && lastPage !== undefined && lastPage < page;
  useEffect(() => {
    if (pastEnd) update({ [PAGE_PARAM]: null });
  }, [pastEnd, update]);
  return pastEnd;
}

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** Parameters to change: a value sets it, `null` or `''` removes it; the others are kept. */
export type UrlParamsUpdate = Record<string, string | readonly string[] | null>;

function merged(current: URLSearchParams, next: UrlParamsUpdate): URLSearchParams {
  const result = new URLSearchParams(current);
  for (const [key, value] of Object.entries(next)) {
    result.delete(key);
    if (value === null) continue;
    if (typeof value === 'string') {
      if (value !== '') result.set(key, value);
    } else {
      for (const item of value) result.append(key, item);
    }
  }
  return result;
}

/**
 * A page's searches and filters kept in the address, so a reload, a shared link, a sign-in round trip or the
 * back button bring the student back to what they typed and chose. Returns the parameters and `update`,
 * which changes only the named ones (a list sets repeated values; `null`, `''` or `[]` removes) and keeps
 * the rest. Each update replaces the current history entry unless `push` is asked, so typing does not fill
 * the back button's history.
 *
 * What `update` writes is returned at once, before the address has it: the router applies an address change
 * in a transition (a later, interruptible render), and a control fed from the address would show its old
 * value until then. A clicked checkbox was even unchecked again by React right after the click, so the click
 * seemed to do nothing (a test clicking it saw its state unchanged). Once the address changes (the write
 * arrived, or the student went elsewhere: a link, back), the address is what is returned again.
 */
/**
 * The last write not applied to the address yet, shared by every `useUrlParams` of the page, and the address
 * entry it was written on (location key and address): two fields of a page written before the router applied the first
 * (the topic search, then the teacher search, within one typing pause) must both be kept, while each hook
 * alone knows only its own writes. Forgotten as soon as a hook shows another entry (the write arrived, or a
 * link, back).
 */
let unapplied: { on: string; params: URLSearchParams } | null = null;

export function useUrlParams(): [
  URLSearchParams,
  (next: UrlParamsUpdate, options?: { push?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const { pathname, search, key } = useLocation();
  // the entry: its key, and its address (a router's first entry is always keyed 'default')
  const here = `${key} ${pathname}${search}`;
  const [written, setWritten] = useState<URLSearchParams | null>(null);
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    // adjusted while rendering (React's pattern for state that follows a prop): the address is the truth again
    setSeenSearch(search);
    setWritten(null);
  }
  const shown = search === seenSearch && written ? written : params;
  // what the next update starts from: what was shown, or written since (two updates in one event both count)
  const latest = useRef(shown);
  const entry = useRef(here);
  useLayoutEffect(() => {
    latest.current = shown;
    entry.current = here;
    // committed on another entry (not merely rendered in a transition that may not commit yet)
    if (unapplied && unapplied.on !== here) unapplied = null;
  });
  const update = useCallback(
    (next: UrlParamsUpdate, options?: { push?: boolean }) => {
      // another hook's write on this entry that the address does not have yet counts too
      const base = unapplied?.on === entry.current ? unapplied.params : latest.current;
      const result = merged(base, next);
      unapplied = { on: entry.current, params: result };
      latest.current = result;
      setWritten(result);
      setParams(result, { replace: !options?.push });
    },
    [setParams],
  );
  return [shown, update];
}

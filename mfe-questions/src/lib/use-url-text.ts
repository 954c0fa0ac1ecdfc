import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useUrlParams, type UrlParamsUpdate } from 'shared-design-system/area';

/**
 * A search field whose text lives in the address (`param`), so a reload or a shared link shows what the
 * student typed. Returns the text and the change handler, which writes it (with `also`, e.g. back to page 1)
 * once the student has stopped typing for `delayMs`, replacing the history entry.
 *
 * The text and what goes with it reach the address together and only once it has settled, so the page can
 * read the list it asks for straight from the address: sending a page parameter back to the first page at
 * the first keystroke while the text waits would ask for that page with the old text.
 *
 * The field shows its own state, not the address: the router applies address changes in a transition, and a
 * controlled input fed from one loses keystrokes. Our own writes are replacements; when a link or the back
 * button (a push or a pop) opens an address, the field shows its text and a write still waiting is dropped
 * (the link says what to show, even when it has the same text as the address the student was typing in).
 */
export function useUrlText(
  param: string,
  delayMs: number,
): [string, (next: string, also?: UrlParamsUpdate) => void] {
  const [params, update] = useUrlParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const inAddress = params.get(param) ?? '';
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(key);
  // what was typed and is not in the address yet, with the parameters it changes
  const [unwritten, setUnwritten] = useState<UrlParamsUpdate | null>(null);
  if (key !== seen) {
    // adjusted while rendering (React's pattern for state that follows a prop)
    setSeen(key);
    if (navigationType !== 'REPLACE') {
      setText(inAddress);
      setUnwritten(null);
    }
  }
  useEffect(() => {
    if (unwritten === null) return;
    // `update` of this render: it merges into the address as it is now (another parameter changed meanwhile
    // stays), where a write kept from the keystroke would bring back the address of that moment
    const timer = setTimeout(() => {
      setUnwritten(null);
      update(unwritten);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [unwritten, update, delayMs]);
  const change = (next: string, also: UrlParamsUpdate = {}) => {
    setText(next);
    setUnwritten({ ...also, [param]: next });
  };
  return [text, change];
}

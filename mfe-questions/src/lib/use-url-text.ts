import { useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { useUrlParams, type UrlParamsUpdate } from 'shared-design-system/area';

/**
 * A search field whose text lives in the address (`param`), so a reload or a shared link shows what the
 * student typed. Returns the text and the change handler, which writes it (with `also`, e.g. back to page 1)
 * replacing the history entry.
 *
 * The field shows its own state, not the address: the router applies address changes in a transition, and a
 * controlled input fed from one loses keystrokes. Our own writes are replacements; when a link or the back
 * button (a push or a pop) brings another text, the field shows that one.
 */
export function useUrlText(param: string): [string, (next: string, also?: UrlParamsUpdate) => void] {
  const [params, update] = useUrlParams();
  const navigationType = useNavigationType();
  const inAddress = params.get(param) ?? '';
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (inAddress !== seen) {
    // adjusted while rendering (React's pattern for state that follows a prop)
    setSeen(inAddress);
    if (navigationType !== 'REPLACE') setText(inAddress);
  }
  const change = (next: string, also: UrlParamsUpdate = {}) => {
    setText(next);
    update({ ...also, [param]: next });
  };
  return [text, change];
}

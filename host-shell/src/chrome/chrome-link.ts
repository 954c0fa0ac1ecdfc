import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Click handler of an in-site link: single-spa navigates without a page load. Modified clicks (new tab,
 * new window) and other buttons keep the browser's own behaviour.
 */
export function navigateInSite(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  navigateToUrl(event);
}

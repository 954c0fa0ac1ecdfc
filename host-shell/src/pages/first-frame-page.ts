/**
 * A page's first frame (shared-contracts/first-frames, issue 12), as plain DOM. The early boot paints the page's
 * heading and intro into the static frame's <main id="area"> as soon as the HTML is parsed, where the area's
 * `AreaPage` renders them (index.html's `.boot-frame` rules are its layout), so a first load shows what page
 * it is without waiting for the shell's bundle and the area's code. It goes in the same paint as anything else
 * shows in the area (the area's page, its error view, the host's fallback, the page of another path), or
 * once the student is on another path: one <h1> at a time, and nothing moves. Under the heading it says the
 * page is loading (the host's own loading notice, which sits where the heading is, stays hidden behind it).
 */
import type { FirstFrame } from 'shared-contracts/first-frames';
import { AREA_LOADING_CLASS, AREA_LOADING_TEXT } from '../federation/area-dom';
import { BOOT_PAGE_ATTRIBUTE } from './boot-page';

export const BOOT_FRAME_CLASS = 'boot-frame';

/** Paints the frame into #area (no-op without it, or with a boot page already there); returns it. */
export function paintBootFirstFrame(frame: FirstFrame, doc: Document = document): HTMLElement | null {
  const area = doc.getElementById('area');
  if (!area || area.querySelector(`[${BOOT_PAGE_ATTRIBUTE}]`)) return null;
  const page = doc.createElement('div');
  page.setAttribute(BOOT_PAGE_ATTRIBUTE, '');
  page.className = BOOT_FRAME_CLASS;
  // AreaPage's own structure: the heading in its row (where the page's actions go), the intro under it
  const head = doc.createElement('div');
  const row = doc.createElement('div');
  const title = doc.createElement('h1');
  title.textContent = frame.title;
  row.append(title);
  head.append(row);
  if (frame.intro) {
    const intro = doc.createElement('div');
    intro.textContent = frame.intro;
    head.append(intro);
  }
  const loading = doc.createElement('p');
  loading.setAttribute('role', 'status');
  loading.textContent = AREA_LOADING_TEXT;
  page.append(head, loading);
  area.prepend(page);
  const { location } = doc.defaultView ?? window;
  const path = location.pathname;
  // MutationObserver callbacks run right after the task that changed the DOM (React's commit, the fallback's
  // rendering), before the browser paints. What does not replace the frame: the host's loading notice, and an
  // application's container before anything is rendered into it.
  const shown = (element: Element) =>
    element !== page && !element.classList.contains(AREA_LOADING_CLASS) && element.hasChildNodes();
  const observer = new MutationObserver(() => {
    const replaced = !page.isConnected || location.pathname !== path || [...area.children].some(shown);
    if (!replaced) return;
    observer.disconnect();
    page.remove();
  });
  observer.observe(area, { childList: true, subtree: true });
  return page;
}

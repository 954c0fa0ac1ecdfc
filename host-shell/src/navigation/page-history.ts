import {
  PAGE_HISTORY_MAX,
  PREVIOUS_PAGE_DEFAULT,
  type VerticalId,
  type VerticalWording,
} from 'shared-contracts';
import { sideMenuItems } from '../chrome/side-menu-items';

/** The visited paths, newest last, at most PAGE_HISTORY_MAX (10); a repeat of the current path is not added. */
export function pushPage(history: readonly string[], path: string): string[] {
  if (history[history.length - 1] === path) return [...history];
  return [...history, path].slice(-PAGE_HISTORY_MAX);
}

const firstSegment = (path: string) => path.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? '';

/**
 * The name of the page before the current one (spec 1 §3 UI state, default 'o Início'): the side-menu label
 * of its area in this vertical's words; a page outside the menu's areas, or none, is 'o Início'.
 */
export function previousPageName(
  history: readonly string[],
  vertical: VerticalId,
  wording: VerticalWording,
): string {
  const previous = history[history.length - 2];
  if (!previous) return PREVIOUS_PAGE_DEFAULT;
  const segment = firstSegment(previous);
  const items = sideMenuItems({ vertical, wording, isEnabled: () => true, explorerTitle: null });
  return items.find((item) => firstSegment(item.path) === segment)?.label ?? PREVIOUS_PAGE_DEFAULT;
}

/** Keeps the history from single-spa's routing events (the first page included). */
export function installPageHistory(update: (path: string) => void, win: Window = window): () => void {
  const record = () => update(win.location.pathname);
  record();
  win.addEventListener('single-spa:routing-event', record);
  return () => win.removeEventListener('single-spa:routing-event', record);
}

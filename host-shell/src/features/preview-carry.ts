import { PREVIEW_PARAM, previewOf } from './preview';

/** With either of these in the URL the preview is not carried onto it (spec 1 §2). */
const PREVIEW_STOPPERS = ['comment_id', 'view'] as const;

/**
 * The same-origin URL with the active preview carried onto it, or the URL unchanged when it already names
 * a preview, goes elsewhere, or carries comment_id or view.
 */
export function carryPreview(target: string, preview: string | null, currentHref: string): string {
  if (!preview) return target;
  let url: URL;
  try {
    url = new URL(target, currentHref);
  } catch {
    return target;
  }
  if (url.origin !== new URL(currentHref).origin) return target;
  if (url.searchParams.has(PREVIEW_PARAM)) return target;
  if (PREVIEW_STOPPERS.some((name) => url.searchParams.has(name))) return target;
  url.searchParams.set(PREVIEW_PARAM, preview);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps `?preview=` in the URL across in-site navigations: every pushState/replaceState (single-spa's
 * navigateToUrl and each area's router go through them) gets the active preview added. A URL that names
 * another preview makes that one active. Returns the uninstall function.
 */
export function installPreviewCarry(
  onChange: (preview: string | null) => void,
  win: Window = window,
): () => void {
  let active = previewOf(win.location.search);
  const { history } = win;
  const wrap = (method: 'pushState' | 'replaceState') => {
    const original = history[method];
    history[method] = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      if (url === undefined || url === null) return original.call(this, data, unused, url);
      const href = String(url);
      const named = previewOf(new URL(href, win.location.href).search);
      if (named && named !== active) {
        active = named;
        onChange(active);
      }
      return original.call(this, data, unused, carryPreview(href, active, win.location.href));
    };
    return () => {
      history[method] = original;
    };
  };
  const undo = [wrap('pushState'), wrap('replaceState')];
  return () => undo.forEach((restore) => restore());
}

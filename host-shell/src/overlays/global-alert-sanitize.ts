import DOMPurify from 'dompurify';

// A module of its own: DOMPurify (~11 kB gz) loads only when there is an alert to show.

/** Spec 1 §5: basic tags plus span, u and font; never iframes or scripts. */
export const ALERT_ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'strong',
  'ul',
  'span',
  'u',
  'font',
];
export const ALERT_ALLOWED_ATTRIBUTES = ['style', 'href', 'name', 'target', 'color', 'class'];

/** Links of the alert: the site's own paths, http(s), mailto and tel; nothing else (javascript:, data:...). */
const ALERT_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * The alert's own DOMPurify instance (its hook must not reach other sinks): a link that opens elsewhere
 * gets rel="noopener noreferrer", so the opened page cannot reach back to this one.
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;
function alertPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** The alert's HTML with only the tags and attributes of spec 1 §5 left (and rel on new-tab links). */
export function sanitizeAlertText(text: string): string {
  return alertPurifier().sanitize(text, {
    ALLOWED_TAGS: ALERT_ALLOWED_TAGS,
    // rel is set by the hook, never taken from the server
    ALLOWED_ATTR: [...ALERT_ALLOWED_ATTRIBUTES, 'rel'],
    FORBID_TAGS: ['iframe'],
    ALLOWED_URI_REGEXP: ALERT_URI,
  });
}

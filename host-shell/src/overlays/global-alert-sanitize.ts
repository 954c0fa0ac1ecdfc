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

/** The alert's HTML with only the tags and attributes of spec 1 §5 left. */
export function sanitizeAlertText(text: string): string {
  return DOMPurify.sanitize(text, {
    ALLOWED_TAGS: ALERT_ALLOWED_TAGS,
    ALLOWED_ATTR: ALERT_ALLOWED_ATTRIBUTES,
    FORBID_TAGS: ['iframe'],
  });
}

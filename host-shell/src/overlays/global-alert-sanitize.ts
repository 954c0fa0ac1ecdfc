import DOMPurify, { type Config } from 'dompurify';
import {
  createSanitizerPolicy,
  TRUSTED_TYPES_POLICY_NAMES,
  type PlatformTrustedTypesPolicy,
} from 'shared-contracts';

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

/** The alert's Trusted Types policy (the CSP requires one for innerHTML); private to this module. */
let policy: PlatformTrustedTypesPolicy | null | undefined;
function alertPolicy(): PlatformTrustedTypesPolicy | null {
  if (policy === undefined) policy = createSanitizerPolicy(TRUSTED_TYPES_POLICY_NAMES.alertHtml);
  return policy;
}

/** The alert's HTML with only the tags and attributes of spec 1 §5 left (and rel on new-tab links). */
export function sanitizeAlertText(text: string): string {
  return alertPurifier().sanitize(text, {
    TRUSTED_TYPES_POLICY: (alertPolicy() ?? undefined) as Config['TRUSTED_TYPES_POLICY'],
    ALLOWED_TAGS: ALERT_ALLOWED_TAGS,
    // rel is set by the hook, never taken from the server
    ALLOWED_ATTR: [...ALERT_ALLOWED_ATTRIBUTES, 'rel'],
    FORBID_TAGS: ['iframe'],
    ALLOWED_URI_REGEXP: ALERT_URI,
  });
}

/**
 * What the alert's element gets as innerHTML: the sanitised HTML signed by the alert's policy (a
 * TrustedHTML where the browser has Trusted Types, the string elsewhere).
 */
export function trustedAlertHtml(text: string): string {
  const clean = sanitizeAlertText(text);
  const signer = alertPolicy();
  // React hands a TrustedHTML to innerHTML untouched; typed as the string it stands for
  return signer ? (signer.createHTML(clean) as string) : clean;
}

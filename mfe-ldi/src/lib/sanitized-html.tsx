import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import {
  createSanitizerPolicy,
  TRUSTED_TYPES_POLICY_NAMES,
  type PlatformTrustedTypesPolicy,
} from 'shared-contracts';

/**
 * What lesson HTML may hold (the content editor's output: text, lists, tables, pictures, links): an explicit
 * allow-list, so no <style>, <form>, <svg>, <math>, frames or scripts reach the page whatever the API sends.
 * Videos and files are blocks of their own, never HTML.
 */
export const LESSON_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];
export const LESSON_ALLOWED_ATTRIBUTES = [
  'href',
  'target',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'class',
  'colspan',
  'rowspan',
  'start',
  'rel',
];

/** Links and pictures: the site's own paths and http(s) (mailto and tel for links); no javascript: or data:. */
const LESSON_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Lesson HTML's own DOMPurify instance: its hook (rel on new-tab links) must not reach other sinks. */
let purifier: ReturnType<typeof DOMPurify> | null = null;
function lessonPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    // DOMPurify lets pictures keep data: URLs; lesson pictures come from the platform's addresses
    if (/^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
  });
  return purifier;
}

/** Lesson HTML's Trusted Types policy (the CSP requires one for innerHTML); private to this module. */
let policy: PlatformTrustedTypesPolicy | null | undefined;
function lessonPolicy(): PlatformTrustedTypesPolicy | null {
  if (policy === undefined) policy = createSanitizerPolicy(TRUSTED_TYPES_POLICY_NAMES.lessonHtml);
  return policy;
}

/** Lesson HTML as the page may show it (see LESSON_ALLOWED_TAGS). */
export function sanitizeLessonHtml(html: string): string {
  return lessonPurifier().sanitize(html, {
    TRUSTED_TYPES_POLICY: (lessonPolicy() ?? undefined) as Config['TRUSTED_TYPES_POLICY'],
    ALLOWED_TAGS: LESSON_ALLOWED_TAGS,
    ALLOWED_ATTR: LESSON_ALLOWED_ATTRIBUTES,
    ALLOWED_URI_REGEXP: LESSON_URI,
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * HTML from the content editor, sanitised before it reaches the page: scripts, event handlers, styles,
 * forms and javascript: URLs never get through, whatever the API sends.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => {
    const sanitized = sanitizeLessonHtml(html);
    const signer = lessonPolicy();
    // signed for innerHTML (a TrustedHTML where the browser has Trusted Types); React passes it untouched
    return signer ? (signer.createHTML(sanitized) as string) : sanitized;
  }, [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the content editor, sanitised with DOMPurify before it reaches the page: scripts, event
 * handlers and javascript: URLs never run, whatever the API sends.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

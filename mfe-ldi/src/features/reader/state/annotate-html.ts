import type { AnnotationKind } from '../../../constants';

/** The tag each annotation kind wraps its text in (all on the lesson HTML allow-list). */
const TAG_OF: Record<AnnotationKind, string> = {
  highlight: 'mark',
  note: 'mark',
  underline: 'u',
  strike: 's',
};

/**
 * The lesson HTML with each annotation's text wrapped in its tag (first occurrence inside one text node; a
 * note's text gets its note as title). Text not found as such is left alone (still listed in my_notebook).
 */
export function annotateHtml(
  html: string,
  annotations: readonly { id: number; kind: AnnotationKind; text: string; note: string | null }[],
): string {
  if (annotations.length === 0 || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const annotation of annotations) {
    const needle = annotation.text;
    if (!needle.trim()) continue;
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(needle);
      if (at < 0) continue;
      const middle = node.splitText(at);
      middle.splitText(needle.length);
      const wrapper = doc.createElement(TAG_OF[annotation.kind]);
      if (annotation.kind === 'note' && annotation.note) wrapper.setAttribute('title', annotation.note);
      middle.replaceWith(wrapper);
      wrapper.appendChild(middle);
      break;
    }
  }
  return doc.body.innerHTML;
}

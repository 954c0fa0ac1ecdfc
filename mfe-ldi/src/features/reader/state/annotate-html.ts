import type { AnnotationKind } from '../../../constants';

/** The tag each annotation kind wraps its text in. */
const TAG_OF: Record<AnnotationKind, string> = {
  highlight: 'mark',
  note: 'mark',
  underline: 'u',
  strike: 's',
};
const MARKER = 'data-annotation';

interface Annotation {
  id: number;
  kind: AnnotationKind;
  text: string;
  note: string | null;
}

/**
 * Draws annotations over rendered lesson text, in place (no HTML is parsed, so no Trusted Types sink): the
 * wrappers of a previous pass are removed, then each annotation's text is wrapped in its tag (first occurrence
 * inside one text node; a note's text gets its note as title). Text not found as such is left alone (still
 * listed in my_notebook).
 */
export function annotateDom(root: HTMLElement, annotations: readonly Annotation[]): void {
  for (const wrapper of Array.from(root.querySelectorAll(`[${MARKER}]`))) {
    wrapper.replaceWith(...Array.from(wrapper.childNodes));
  }
  root.normalize();
  const doc = root.ownerDocument;
  for (const annotation of annotations) {
    const needle = annotation.text;
    if (!needle.trim()) continue;
    const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const at = node.data.indexOf(needle);
      if (at < 0) continue;
      const middle = node.splitText(at);
      middle.splitText(needle.length);
      const wrapper = doc.createElement(TAG_OF[annotation.kind]);
      wrapper.setAttribute(MARKER, String(annotation.id));
      if (annotation.kind === 'note' && annotation.note) wrapper.setAttribute('title', annotation.note);
      middle.replaceWith(wrapper);
      wrapper.appendChild(middle);
      break;
    }
  }
}

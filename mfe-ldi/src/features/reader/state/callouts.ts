import { CALLOUT_LABELS } from '../../../constants';

const LABEL_MARKER = 'data-callout-label';

/**
 * Names the callout boxes of rendered lesson text in place: each <blockquote class="callout callout-{kind}"> of a
 * known kind becomes a note named by its label, with the label shown first (once, however often it runs).
 */
export function decorateCallouts(root: HTMLElement): void {
  for (const box of Array.from(root.querySelectorAll<HTMLElement>('.callout'))) {
    const kind = Array.from(box.classList)
      .find((name) => name.startsWith('callout-'))
      ?.slice('callout-'.length);
    const label = kind ? CALLOUT_LABELS[kind] : undefined;
    if (!label) continue;
    box.setAttribute('role', 'note');
    box.setAttribute('aria-label', label);
    if (box.querySelector(`[${LABEL_MARKER}]`)) continue;
    const title = root.ownerDocument.createElement('strong');
    title.setAttribute(LABEL_MARKER, '');
    title.textContent = label;
    box.prepend(title);
  }
}

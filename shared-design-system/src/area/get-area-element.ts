/** Id of the slot in the host's index.html where the active area mounts. */
export const AREA_ELEMENT_ID = 'area';

/** The #area element, created at the end of <body> when missing (standalone pages, tests). */
export function getAreaElement(): HTMLElement {
  const existing = document.getElementById(AREA_ELEMENT_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = AREA_ELEMENT_ID;
  document.body.appendChild(element);
  return element;
}

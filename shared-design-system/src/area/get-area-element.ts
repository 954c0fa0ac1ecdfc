/** Id of the slot in the host's index.html where the active area mounts. */
export const AREA_ELEMENT_ID = 'area';

/** The #area element, created at the end of <body> when missing (standalone pages, tests). */
function getAreaSlot(): HTMLElement {
  const existing = document.getElementById(AREA_ELEMENT_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = AREA_ELEMENT_ID;
  document.body.appendChild(element);
  return element;
}

/** Id of an application's own container inside #area (single-spa's naming). */
export function areaContainerId(appName: string): string {
  return `single-spa-application:${appName}`;
}

/**
 * The container of one application inside #area, created when missing. Each area gets its own element so
 * that two React roots never share a container while single-spa swaps areas, and the host's loading and
 * fallback views (siblings in #area) are never touched by React.
 */
export function getAreaElement(appName: string): HTMLElement {
  const id = areaContainerId(appName);
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  getAreaSlot().appendChild(element);
  return element;
}

/** Removes an application's container (after its React root has unmounted). */
export function removeAreaElement(appName: string): void {
  document.getElementById(areaContainerId(appName))?.remove();
}

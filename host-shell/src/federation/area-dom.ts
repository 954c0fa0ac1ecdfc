/** The fallback and loading views of an area, in plain DOM: they must work when React or a remote does not. */
export const AREA_UNAVAILABLE_TITLE = 'Esta área está temporariamente indisponível';
export const AREA_UNAVAILABLE_TEXT =
  'O restante da plataforma continua funcionando. Tente novamente em instantes.';
export const AREA_RETRY_LABEL = 'Tentar novamente';
export const AREA_LOADING_TEXT = 'Carregando…';
/** The class of the loading notice's slot (index.html styles it). */
export const AREA_LOADING_CLASS = 'area-loading';

function areaSlot(owner: string): HTMLElement {
  const area = document.getElementById('area') ?? document.body;
  const id = `area-status:${owner}`;
  let slot = document.getElementById(id);
  if (!slot) {
    slot = document.createElement('div');
    slot.id = id;
    area.appendChild(slot);
  }
  return slot;
}

export function renderAreaLoading(owner: string): void {
  const slot = areaSlot(owner);
  slot.className = AREA_LOADING_CLASS;
  slot.setAttribute('role', 'status');
  slot.setAttribute('aria-live', 'polite');
  slot.textContent = AREA_LOADING_TEXT;
}

export function renderAreaFallback(owner: string, onRetry: () => void): void {
  const slot = areaSlot(owner);
  slot.className = 'area-fallback';
  slot.removeAttribute('role');
  slot.removeAttribute('aria-live');
  slot.replaceChildren();
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  section.setAttribute('aria-labelledby', `${slot.id}-title`);
  const title = document.createElement('h1');
  title.id = `${slot.id}-title`;
  title.textContent = AREA_UNAVAILABLE_TITLE;
  const text = document.createElement('p');
  text.textContent = AREA_UNAVAILABLE_TEXT;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = AREA_RETRY_LABEL;
  button.addEventListener('click', onRetry, { once: true });
  section.append(title, text, button);
  slot.append(section);
}

export function clearAreaStatus(owner: string): void {
  document.getElementById(`area-status:${owner}`)?.remove();
}

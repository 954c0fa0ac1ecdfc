import { createStore } from 'jotai/vanilla';
import { createEventBus } from 'shared-contracts';
import { appearsDarkAtom, darkModeAtom, examRunningAtom, layoutAtom } from '../state/shell-store';
import { DARK_MODE_KEY, installLayouts } from './install-layouts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  document.body.className = '';
});

const routeTo = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
};
const layoutClasses = () => [...document.body.classList].filter((name) => name.startsWith('layout-'));

test('the body carries exactly the layout of the current route, switched on every route change', () => {
  document.body.className = 'layout-navigation';
  window.history.replaceState(null, '', '/ldi/print');
  const stop = installLayouts({ bus: createEventBus(), store: createStore() });
  expect(layoutClasses()).toEqual(['layout-minimal']);
  routeTo('/mesa-de-estudo');
  expect(layoutClasses()).toEqual(['layout-navigation']);
  routeTo('/auth');
  expect(layoutClasses()).toEqual(['layout-default']);
  stop();
});

test('the live classes and webcasts are drawn dark (their layout), without touching the saved dark mode', () => {
  const store = createStore();
  window.history.replaceState(null, '', '/mesa-de-estudo');
  const stop = installLayouts({ bus: createEventBus(), store });
  expect(store.get(appearsDarkAtom)).toBe(false);
  routeTo('/aulas-ao-vivo');
  expect(store.get(layoutAtom)).toBe('navigation-dark');
  expect(store.get(appearsDarkAtom)).toBe(true);
  expect(store.get(darkModeAtom)).toBe(false);
  expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
  routeTo('/webcast/1');
  expect(store.get(appearsDarkAtom)).toBe(true);
  routeTo('/cast');
  expect(store.get(appearsDarkAtom)).toBe(false);
  stop();
});

test('a running mock exam marks the body (the no-padding layout hides the side menu then)', () => {
  const bus = createEventBus();
  const store = createStore();
  window.history.replaceState(null, '', '/cadernos-e-simulados/simulados/3');
  const stop = installLayouts({ bus, store });
  expect(document.body.classList.contains('layout-no-padding')).toBe(true);
  bus.emit('exam:running', { running: true });
  expect(store.get(examRunningAtom)).toBe(true);
  expect(document.body.classList.contains('exam-running')).toBe(true);
  bus.emit('exam:running', { running: false });
  expect(document.body.classList.contains('exam-running')).toBe(false);
  stop();
});

test('dark mode is restored from this device, applied to the body and saved when toggled', () => {
  localStorage.setItem(DARK_MODE_KEY, 'true');
  const store = createStore();
  const stop = installLayouts({ bus: createEventBus(), store });
  expect(store.get(darkModeAtom)).toBe(true);
  expect(document.body.classList.contains('dark')).toBe(true);
  store.set(darkModeAtom, false);
  expect(document.body.classList.contains('dark')).toBe(false);
  expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
  stop();
});

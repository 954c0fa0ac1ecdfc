import { act, screen } from '@testing-library/react';
import { renderChrome } from './render-chrome';
import { NAVIGATION_PROGRESS_LABEL, NavigationProgress } from './navigation-progress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const navigate = () => act(() => void window.dispatchEvent(new Event('single-spa:before-routing-event')));
const mounted = () => act(() => void window.dispatchEvent(new Event('single-spa:routing-event')));
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
const bar = () => screen.queryByRole('progressbar', { name: NAVIGATION_PROGRESS_LABEL });

test('a navigation that takes more than 200 ms shows the bar, which fills over 5 s and goes when the page mounts', () => {
  renderChrome(<NavigationProgress />);
  navigate();
  advance(199);
  expect(bar()).toBeNull();
  advance(1);
  expect(bar()).toHaveAttribute('aria-valuenow', '0');
  advance(2500);
  expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);
  expect(Number(bar()?.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(55);
  advance(5000);
  expect(bar()).toHaveAttribute('aria-valuenow', '95');
  mounted();
  expect(bar()).toBeNull();
});

test('a quick navigation never shows it, and a navigation that never ends does not keep it forever', () => {
  renderChrome(<NavigationProgress />);
  navigate();
  advance(150);
  mounted();
  advance(1000);
  expect(bar()).toBeNull();

  navigate();
  advance(300);
  expect(bar()).not.toBeNull();
  advance(10_000);
  expect(bar()).toBeNull();
});

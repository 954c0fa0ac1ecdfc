import { act, screen } from '@testing-library/react';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';

// a file of its own: the grid remembers the last width it was shown at (a page coming back starts there)

afterEach(() => {
  closeTestServers();
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});
jest.setTimeout(20_000);

/** A browser's ResizeObserver: it answers each observed element once the frame has laid it out. */
function installResizeObserver(width: number) {
  const observed: Element[] = [];
  class FrameResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observed.push(target);
      setTimeout(() =>
        act(() =>
          this.callback(
            [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          ),
        ),
      );
    }
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: FrameResizeObserver });
  return observed;
}

it("lays the cards out at the width the browser's layout gives the grid, without forcing a layout to read it", async () => {
  const observed = installResizeObserver(1200);
  const widthReads = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');

  await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
  await screen.findByRole('region', { name: 'Cursos exclusivos' }, { timeout: 5000 });

  const grid = screen.getByTestId('study-table-grid');
  expect(observed).toContain(grid);
  // 1200 px: the two-column arrangement
  expect(grid.dataset.breakpoint).toBe('lg');
  // read from the grid inside React's commit, clientWidth lays the whole page out there and then
  expect(widthReads.mock.contexts.includes(grid)).toBe(false);
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';

// a file of its own: the grid remembers the last width it was shown at (a page coming back starts there)

// react-grid-layout, as the pointer's grid loads it: when that happens
const mockGridLibraryLoaded = jest.fn();
jest.mock('react-grid-layout', () => {
  mockGridLibraryLoaded();
  return jest.requireActual('react-grid-layout');
});

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

it('lays the resting cards out in a CSS grid where their layout puts them, and loads react-grid-layout only to organize', async () => {
  installResizeObserver(1200);
  await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
  await screen.findByRole('region', { name: 'Cursos exclusivos' }, { timeout: 5000 });

  const card = (id: string) => document.querySelector<HTMLElement>(`[data-grid-card="${id}"]`);
  // the default lg layout: the main column 8 of 12 wide, the side column the other 4, rows of 40 px
  expect(card('recent-activities')?.style.gridColumn).toBe('1 / span 8');
  expect(card('recent-activities')?.style.gridRow).toBe('1 / span 14');
  expect(card('goal')?.style.gridColumn).toBe('9 / span 4');
  expect(card('goal')?.style.gridRow).toBe('1 / span 7');
  expect(card('favorites')?.style.gridRow).toBe('8 / span 7');
  expect(document.querySelector('.react-grid-item')).toBeNull();
  expect(mockGridLibraryLoaded).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
  // the keyboard's controls at once, the pointer's grid once its code is there
  expect(screen.getByRole('group', { name: 'Organizar Favoritos' })).toBeInTheDocument();
  await waitFor(() => expect(card('favorites')?.classList.contains('react-grid-item')).toBe(true));
  expect(mockGridLibraryLoaded).toHaveBeenCalled();
  expect(screen.getByRole('group', { name: 'Organizar Favoritos' })).toBeInTheDocument();
});

it('keeps what a card holds when the student starts and ends organizing: the cards are not mounted again', async () => {
  installResizeObserver(1200);
  const { server } = await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
  const keepStudying = await screen.findByRole('region', { name: 'Continue estudando' }, { timeout: 5000 });
  await userEvent.click(await within(keepStudying).findByRole('button', { name: /^Mostrar cursos ocultos/ }));
  const shown = within(keepStudying).getByRole('button', { name: 'Esconder cursos ocultos' });
  const asked = server.requestsTo('GET', '/v3/courses/keep-studying').length;

  await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
  await waitFor(() => expect(document.querySelectorAll('.react-grid-item')).toHaveLength(8));
  // the same button, still pressed: the card's own state and elements came along
  expect(screen.getByRole('button', { name: 'Esconder cursos ocultos' })).toBe(shown);
  await userEvent.click(screen.getByRole('button', { name: 'Concluir organização' }));
  await waitFor(() => expect(document.querySelector('.react-grid-item')).toBeNull());
  expect(screen.getByRole('button', { name: 'Esconder cursos ocultos' })).toBe(shown);
  expect(shown).toHaveAttribute('aria-pressed', 'true');
  expect(server.requestsTo('GET', '/v3/courses/keep-studying')).toHaveLength(asked);
});

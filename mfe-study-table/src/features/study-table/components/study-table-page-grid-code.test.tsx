import { act, screen, waitFor } from '@testing-library/react';
import { closeTestServers, renderArea } from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';

// records when the grid's code is asked for: the factory runs when the page imports the module
const mockGridCodeLoaded = jest.fn();
jest.mock('../grid/dashboard-grid', () => {
  mockGridCodeLoaded();
  return { __esModule: true, default: () => null };
});

afterEach(async () => {
  jest.restoreAllMocks();
  await closeTestServers();
});

describe("study table page, the grid's code", () => {
  it('is asked for once the first frame has painted, not while the page renders', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    // the page's answers are held, so nothing but the page itself could ask for the grid's code
    const held = Object.fromEntries(
      Object.entries(DASHBOARD_ROUTES).map(([route, json]) => [route, { json, delayMs: 1000 }]),
    );
    await renderArea('/mesa-de-estudo', held);
    expect(screen.getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeInTheDocument();
    expect(screen.getByText('Carregando sua mesa de estudo')).toBeInTheDocument();

    // tasks pass, no frame yet: not asked for
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockGridCodeLoaded).not.toHaveBeenCalled();

    // the frame paints, then a task after it asks for the code, before any answer has arrived
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    await waitFor(() => expect(mockGridCodeLoaded).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Carregando sua mesa de estudo')).toBeInTheDocument();
  });
});

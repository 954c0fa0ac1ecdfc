import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { PlatformThemeProvider } from 'shared-design-system';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Olá, {name}</h1>;
}

/** A load the test settles by hand. */
function manualLoad() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        attempts.push({ resolve: () => resolve(Greeting), reject });
      }),
  );
  return { load, attempts };
}

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Tentar novamente
      </button>
    );
  }
}

function Host({ Page }: { Page: (props: { name: string }) => ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <PlatformThemeProvider vertical="concursos">
      <Boundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Page name="Ana" />
      </Boundary>
    </PlatformThemeProvider>
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("shows a skeleton while the page's code loads, then the page with its props", async () => {
  const { load, attempts } = manualLoad();
  const Page = lazyPage(load);
  render(<Host Page={Page} />);
  expect(screen.getByRole('status', { name: 'Carregando a página' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => attempts[0]!.resolve());
  expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Carregando a página' })).not.toBeInTheDocument();
});

it('loads nothing until it is shown or preloaded, preloads once, and a preloaded page shows at once', async () => {
  const { load, attempts } = manualLoad();
  const Page = lazyPage(load);
  expect(load).not.toHaveBeenCalled();
  const first = Page.preload();
  void Page.preload();
  expect(load).toHaveBeenCalledTimes(1);
  attempts[0]!.resolve();
  await first;
  // already there: the page renders in the same pass, with no skeleton
  render(<Host Page={Page} />);
  expect(screen.getByRole('heading', { name: 'Olá, Ana' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed load reaches the error boundary, and the next try loads again', async () => {
  const { load, attempts } = manualLoad();
  const Page = lazyPage(load);
  render(<Host Page={Page} />);
  await act(async () => attempts[0]!.reject(new Error('ChunkLoadError')));
  await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => attempts[1]!.resolve());
  expect(await screen.findByRole('heading', { name: 'Olá, Ana' })).toBeInTheDocument();
});

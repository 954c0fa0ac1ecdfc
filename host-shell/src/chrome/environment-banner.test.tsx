import { render, screen } from '@testing-library/react';
import { BANNER_COLOURS, EnvironmentBanner } from './environment-banner';

const castOverride = {
  owner: 'mfe-cast',
  name: 'mfe_cast',
  entry: 'http://localhost:3203/mf-manifest.json',
} as const;

function colourOf(element: HTMLElement): string {
  return getComputedStyle(element).backgroundColor;
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('shows the environment in upper case: orange on local, green on sandbox, dev and qa', () => {
  const { rerender } = render(<EnvironmentBanner environment="local" overrides={[]} />);
  const banner = screen.getByRole('complementary', { name: 'Ambiente' });
  expect(banner).toHaveTextContent(/^LOCAL$/);
  expect(colourOf(banner)).toBe(rgb(BANNER_COLOURS.local));

  for (const environment of ['sandbox', 'dev', 'qa'] as const) {
    rerender(<EnvironmentBanner environment={environment} overrides={[]} />);
    const shown = screen.getByRole('complementary', { name: 'Ambiente' });
    expect(shown).toHaveTextContent(new RegExp(`^${environment.toUpperCase()}$`));
    expect(colourOf(shown)).toBe(rgb(BANNER_COLOURS.default));
  }
});

test('is not shown in production', () => {
  render(<EnvironmentBanner environment="production" overrides={[castOverride]} />);
  expect(screen.queryByRole('complementary', { name: 'Ambiente' })).not.toBeInTheDocument();
});

test('names each active override and links to the reset', () => {
  window.history.replaceState(null, '', '/cast?x=1');
  render(<EnvironmentBanner environment="qa" overrides={[castOverride]} />);
  const banner = screen.getByRole('complementary', { name: 'Ambiente' });
  expect(banner).toHaveTextContent('QA · Override ativo:');
  expect(screen.getByRole('listitem')).toHaveTextContent('mfe-cast ← http://localhost:3203/mf-manifest.json');
  expect(screen.getByRole('link', { name: 'Desativar override' })).toHaveAttribute(
    'href',
    '/cast?mfe-override=reset',
  );
});

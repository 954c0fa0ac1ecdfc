import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { PlatformThemeProvider } from './platform-theme-provider';
import { usePlatformTheme } from './use-platform-theme';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <p>
      {theme.vertical} {theme.dark ? 'escuro' : 'claro'} fonte {theme.fontSizes.md}
    </p>
  );
}

describe('PlatformThemeProvider', () => {
  it("gives emotion's useTheme the vertical's theme with dark mode and accessibility applied", () => {
    const { rerender } = render(
      <PlatformThemeProvider vertical="militares">
        <ThemeProbe />
      </PlatformThemeProvider>,
    );
    expect(screen.getByText('militares claro fonte 16')).toBeInTheDocument();
    rerender(
      <PlatformThemeProvider vertical="militares" dark accessibility={{ fontSizeModifier: 2 }}>
        <ThemeProbe />
      </PlatformThemeProvider>,
    );
    expect(screen.getByText('militares escuro fonte 20')).toBeInTheDocument();
  });
});

describe('usePlatformTheme', () => {
  it('falls back to the concursos theme outside a provider', () => {
    function Probe() {
      return <p>{usePlatformTheme().brand.productName}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('Estudos Concursos')).toBeInTheDocument();
  });
});

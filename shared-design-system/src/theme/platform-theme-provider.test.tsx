import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Button } from '../components/button';
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

describe("the page's style cache", () => {
  /** the rules Emotion inserted in the page (in production, and here, with insertRule: no text in the tags) */
  const insertedRules = () =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) =>
      [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    );

  it('keeps rules as written, without vendor prefixes, and inserts a style once for every root of the page', () => {
    // the shell's chrome and an area are separate React roots, each in its own provider
    render(
      <PlatformThemeProvider vertical="concursos">
        <p css={{ display: 'flex', alignItems: 'center', gap: 8 }}>no topo</p>
        <Button>Entrar</Button>
      </PlatformThemeProvider>,
    );
    render(
      <PlatformThemeProvider vertical="concursos">
        <p css={{ display: 'flex', alignItems: 'center', gap: 8 }}>na área</p>
      </PlatformThemeProvider>,
    );
    const className = [...screen.getByText('na área').classList].find((name) => name.startsWith('css-'));
    expect(className).toBeDefined();
    expect(screen.getByText('no topo')).toHaveClass(className!);
    const rules = insertedRules();
    expect(rules.filter((rule) => rule.startsWith(`.${className} `))).toEqual([
      `.${className} {display: flex; align-items: center; gap: 8px;}`,
    ]);
    expect(rules.filter((rule) => /-webkit-|-ms-|-moz-/.test(rule))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
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

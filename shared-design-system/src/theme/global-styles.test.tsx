import { render, screen } from '@testing-library/react';
import { GlobalStyles } from './global-styles';
import { PlatformThemeProvider } from './platform-theme-provider';

// Emotion may insert rules with insertRule (no text), so read the CSSOM as well as the text.
function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => {
      const rules = style.sheet ? Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
      return `${style.textContent ?? ''}\n${rules}`;
    })
    .join('\n');
}

describe('GlobalStyles', () => {
  it('sets box-sizing, the body font, a visible focus outline and .visually-hidden', () => {
    render(
      <PlatformThemeProvider vertical="concursos" accessibility={{ fontSizeModifier: 2 }}>
        <GlobalStyles />
        <span className="visually-hidden">Pular para o conteúdo</span>
      </PlatformThemeProvider>,
    );
    const css = injectedCss();
    expect(css).toMatch(/box-sizing:\s*border-box/);
    expect(css).toMatch(/body\s*\{[^}]*font-size:\s*20px/);
    expect(css).toMatch(/:focus-visible\s*\{\s*outline:\s*3px solid/);
    expect(css).toContain('.visually-hidden');
    // jsdom applies the injected rule, so the text is clipped away for sighted users.
    expect(getComputedStyle(screen.getByText('Pular para o conteúdo')).position).toBe('absolute');
  });
});

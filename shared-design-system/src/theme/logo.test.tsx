import { render, screen } from '@testing-library/react';
import { VERTICAL_IDS, VERTICAL_WORDING } from 'shared-contracts';
import { Logo } from './logo';
import { themes } from './themes';
import { PlatformThemeProvider } from './platform-theme-provider';

describe('Logo', () => {
  it.each(VERTICAL_IDS)('the %s logo is an image named by its product name', (vertical) => {
    render(
      <PlatformThemeProvider vertical={vertical}>
        <Logo />
      </PlatformThemeProvider>,
    );
    const productName = VERTICAL_WORDING[vertical].productName;
    const logo = screen.getByRole('img', { name: productName });
    expect(logo).toHaveTextContent(productName);
  });

  it('compact shows only the mark, still named', () => {
    render(
      <PlatformThemeProvider vertical="oab">
        <Logo compact />
      </PlatformThemeProvider>,
    );
    const logo = screen.getByRole('img', { name: 'Estudos OAB' });
    expect(logo).not.toHaveTextContent('Estudos OAB Estudos');
    // the mark is the favicon's drawing, as an image: its letters are a logotype, not text, so a link around
    // the logo is named without them (label in name)
    expect(logo.querySelector('image')).toHaveAttribute('href', themes.oab.brand.favicon);
    expect(logo.querySelectorAll('text')).toHaveLength(0);
  });
});

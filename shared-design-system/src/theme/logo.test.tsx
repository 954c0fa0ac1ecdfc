import { render, screen } from '@testing-library/react';
import { VERTICAL_IDS, VERTICAL_WORDING } from 'shared-contracts';
import { Logo } from './logo';
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
    expect(logo).toHaveTextContent('OAB');
    expect(logo).not.toHaveTextContent('Estudos OAB Estudos');
  });
});

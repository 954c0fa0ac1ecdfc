import { render, screen, within } from '@testing-library/react';
import { PlatformThemeProvider } from 'shared-design-system';
import { CardList, InlineList } from './area-page';

describe('InlineList', () => {
  it('is a named list of its items, side by side and wrapping, without bullets', () => {
    render(
      <PlatformThemeProvider vertical="concursos">
        <InlineList label="Estantes" gap="md">
          <li>Direito Constitucional</li>
          <li>Português</li>
        </InlineList>
      </PlatformThemeProvider>,
    );
    const list = screen.getByRole('list', { name: 'Estantes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Direito Constitucional', 'Português']);
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(list).listStyle).toBe('none');
  });

  it('lays out where CardList stacks', () => {
    render(
      <PlatformThemeProvider vertical="concursos">
        <InlineList label="lado a lado">
          <li>a</li>
        </InlineList>
        <CardList label="empilhados">
          <li>b</li>
        </CardList>
      </PlatformThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('list', { name: 'lado a lado' })).flexDirection).not.toBe(
      'column',
    );
    expect(getComputedStyle(screen.getByRole('list', { name: 'empilhados' })).flexDirection).toBe('column');
  });
});

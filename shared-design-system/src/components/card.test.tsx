import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';
import { Card } from './card';

describe('Card', () => {
  it('is an article named by its heading, with content and actions', () => {
    renderWithTheme(
      <Card
        title="Direito Constitucional"
        headingLevel={2}
        actions={<Button href="/ldi/dc">Continuar</Button>}
      >
        <p>12 aulas</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Direito Constitucional' });
    expect(screen.getByRole('heading', { level: 2, name: 'Direito Constitucional' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 aulas');
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/ldi/dc');
  });

  it('can be a named region', () => {
    renderWithTheme(<Card as="section" title="Resumo" />);
    expect(screen.getByRole('region', { name: 'Resumo' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, the text and the action', () => {
    renderWithTheme(
      <EmptyState
        title="Nenhum caderno por aqui"
        description="Crie seu primeiro caderno para começar."
        action={<Button>Criar caderno</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhum caderno por aqui' })).toBeInTheDocument();
    expect(screen.getByText('Crie seu primeiro caderno para começar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar caderno' })).toBeInTheDocument();
  });

  it('works without description nor action, at another heading level', () => {
    renderWithTheme(<EmptyState title="Sem resultados" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sem resultados' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

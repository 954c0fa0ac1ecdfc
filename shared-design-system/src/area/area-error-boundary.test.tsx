import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AreaErrorBoundary } from './area-error-boundary';

describe('AreaErrorBoundary', () => {
  it('shows the pt-BR fallback, logs the error, and retry renders the area again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onError = jest.fn();
    let broken = true;
    function Area() {
      if (broken) throw new Error('falhou ao renderizar');
      return <p>Mesa de estudo</p>;
    }
    renderWithTheme(
      <AreaErrorBoundary area="mfe-study-table" onError={onError}>
        <Area />
      </AreaErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Tivemos um problema' })).toBeInTheDocument();
    expect(screen.getByText('Por favor, tente atualizar a página em alguns minutos.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[mfe-study-table] erro de renderização',
      expect.objectContaining({ message: 'falhou ao renderizar' }),
      expect.any(String),
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'falhou ao renderizar' }),
      expect.anything(),
    );

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Mesa de estudo')).toBeInTheDocument();
    expect(screen.queryByText('Tivemos um problema')).not.toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    renderWithTheme(
      <AreaErrorBoundary>
        <p>Tudo certo</p>
      </AreaErrorBoundary>,
    );
    expect(screen.getByText('Tudo certo')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it("is a status named 'Carregando'", () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status', { name: 'Carregando' })).toHaveTextContent('Carregando');
  });

  it('takes another label', () => {
    renderWithTheme(<Spinner label="Carregando questões" />);
    expect(screen.getByRole('status', { name: 'Carregando questões' })).toBeInTheDocument();
  });

  it('says nothing when decorative', () => {
    renderWithTheme(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

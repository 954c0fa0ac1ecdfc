import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progressbar with its value', () => {
    renderWithTheme(<ProgressBar label="Progresso do download" value={42} showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso do download' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('clamps the value to its range and supports another max', () => {
    renderWithTheme(<ProgressBar label="Questões resolvidas" value={30} max={20} />);
    const bar = screen.getByRole('progressbar', { name: 'Questões resolvidas' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('has no value while indeterminate', () => {
    renderWithTheme(<ProgressBar label="Carregando página" />);
    expect(screen.getByRole('progressbar', { name: 'Carregando página' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});

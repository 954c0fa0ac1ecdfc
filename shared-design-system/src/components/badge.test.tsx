import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Badge, badgeCountText } from './badge';

describe('badgeCountText (spec 1 §9: "9+" above 10, read literally)', () => {
  it.each([
    [1, '1'],
    [9, '9'],
    [10, '10'],
    [11, '9+'],
    [150, '9+'],
  ])('%i shows %s', (count, shown) => {
    expect(badgeCountText(count)).toBe(shown);
  });
});

describe('Badge', () => {
  it("shows '9+' above 10 and is named with the exact count", () => {
    renderWithTheme(<Badge count={12} />);
    const badge = screen.getByRole('img', { name: '12 notificações não lidas' });
    expect(badge).toHaveTextContent('9+');
  });

  it('shows the count itself up to 10', () => {
    renderWithTheme(<Badge count={10} />);
    expect(screen.getByRole('img', { name: '10 notificações não lidas' })).toHaveTextContent('10');
  });

  it('uses the singular for one', () => {
    renderWithTheme(<Badge count={1} />);
    expect(screen.getByRole('img', { name: '1 notificação não lida' })).toHaveTextContent('1');
  });

  it('shows nothing for zero unless asked', () => {
    const { rerender } = renderWithTheme(<Badge count={0} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByRole('img', { name: '0 notificações não lidas' })).toHaveTextContent('0');
  });

  it('describes other counters', () => {
    renderWithTheme(<Badge count={3} tone="primary" describe={(n) => `${n} itens no carrinho`} />);
    expect(screen.getByRole('img', { name: '3 itens no carrinho' })).toHaveTextContent('3');
  });
});

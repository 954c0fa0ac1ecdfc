import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its aria-label, the icon is hidden from screen readers', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton aria-label="Favoritos" onClick={onClick}>
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Favoritos' });
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

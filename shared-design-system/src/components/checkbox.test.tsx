import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label and toggles with Space and with a click on the label', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Li e aceito os termos" hint="Obrigatório" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Li e aceito os termos' });
    expect(box).toHaveAccessibleDescription('Obrigatório');
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Li e aceito os termos'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformThemeProvider } from 'shared-design-system';
import { FilterChecks } from './filter-checks';

const OPTIONS = [
  { key: 'progress', label: 'Em andamento' },
  { key: 'favorite', label: 'Favoritas' },
] as const;

describe('FilterChecks', () => {
  it('is a named group of labelled checkboxes, and switching one gives every filter', async () => {
    const onChange = jest.fn();
    render(
      <PlatformThemeProvider vertical="concursos">
        <FilterChecks
          legend="Filtrar atividades"
          options={OPTIONS}
          value={{ favorite: true }}
          onChange={onChange}
        />
      </PlatformThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Filtrar atividades' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Favoritas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Em andamento' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Em andamento' }));
    expect(onChange).toHaveBeenCalledWith({ progress: true, favorite: true });
  });
});

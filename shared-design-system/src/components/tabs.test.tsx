import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'cadernos', label: 'Cadernos', content: <p>Lista de cadernos</p> },
  { id: 'simulados', label: 'Simulados', content: <p>Lista de simulados</p> },
  { id: 'arquivados', label: 'Arquivados', content: <p>Nada arquivado</p>, disabled: true },
  { id: 'pastas', label: 'Pastas', content: <p>Lista de pastas</p> },
];

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected tab panel', () => {
    renderWithTheme(<Tabs label="Meus materiais" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Meus materiais' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Cadernos' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Simulados' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Cadernos' });
    expect(panel).toHaveTextContent('Lista de cadernos');
    expect(first).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs label="Meus materiais" tabs={tabs} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Cadernos' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Simulados' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Simulados' })).toHaveTextContent('Lista de simulados');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pastas', selected: true })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cadernos', selected: true })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pastas', selected: true })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Cadernos', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pastas', selected: true })).toHaveFocus();

    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'simulados',
      'pastas',
      'cadernos',
      'pastas',
      'cadernos',
      'pastas',
    ]);
  });

  it('selects on click and leaves only one panel visible', async () => {
    renderWithTheme(<Tabs label="Meus materiais" tabs={tabs} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Pastas' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de pastas');
  });

  it('follows a controlled selection', () => {
    renderWithTheme(<Tabs label="Meus materiais" tabs={tabs} selectedId="simulados" />);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Simulados');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it("is a navigation named 'Você está em' with the current page marked", () => {
    renderWithTheme(
      <Breadcrumb
        segments={[
          { label: 'Início', href: '/' },
          { label: 'Cursos', href: '/cursos' },
          { label: 'Carrinho' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Você está em' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Cursos' })).toHaveAttribute('href', '/cursos');
    expect(within(nav).getByText('Carrinho')).toHaveAttribute('aria-current', 'page');
  });

  it('cuts segments at 18 characters with ..., full name in title and for screen readers', () => {
    renderWithTheme(
      <Breadcrumb
        segments={[
          { label: 'Meus cadernos', href: '/cadernos-e-simulados' },
          { label: 'Direito Constitucional Avançado', href: '/cadernos-e-simulados/cadernos/1' },
          { label: 'Controle de constitucionalidade' },
        ]}
      />,
    );
    expect(screen.getByText('Direito Constituci...')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Direito Constitucional Avançado' });
    expect(link).toHaveAttribute('title', 'Direito Constitucional Avançado');
    expect(screen.getByText('Controle de consti...').closest('[aria-current="page"]')).toHaveAttribute(
      'title',
      'Controle de constitucionalidade',
    );
    expect(screen.getByRole('link', { name: 'Meus cadernos' })).not.toHaveAttribute('title');
  });

  it('segments with onSelect are buttons (folder picker navigation)', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Breadcrumb segments={[{ label: 'Base', onSelect }, { label: 'Penal' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Base' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

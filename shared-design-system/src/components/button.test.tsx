import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is a button that runs its action from the keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('renders the %s variant', (variant) => {
    renderWithTheme(<Button variant={variant}>Ação</Button>);
    expect(screen.getByRole('button', { name: 'Ação' })).toBeEnabled();
  });

  it('while loading is busy, keeps its name and ignores clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href (navigation, not action)', () => {
    renderWithTheme(<Button href="/cursos">Ver cursos</Button>);
    expect(screen.getByRole('link', { name: 'Ver cursos' })).toHaveAttribute('href', '/cursos');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a disabled link does not navigate', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button href="/cursos" disabled onClick={onClick}>
        Ver cursos
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Ver cursos' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form when type=submit', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Criar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Criar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

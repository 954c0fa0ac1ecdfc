import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';
import { Drawer } from './drawer';
import { Input } from './input';

function DrawerDemo({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Criar caderno</Button>
      <Drawer
        open={open}
        title="Criar caderno"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Cancelar</Button>}
      >
        <Input label="Nome" />
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title, focused on open', async () => {
    renderWithTheme(<DrawerDemo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Criar caderno' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar caderno' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    renderWithTheme(<DrawerDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Criar caderno' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('textbox', { name: 'Nome' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when the overlay is clicked', async () => {
    const onClose = jest.fn();
    renderWithTheme(<DrawerDemo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar caderno' }));
    await userEvent.click(screen.getByTestId('drawer-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button, and clicks inside do not close it', async () => {
    const onClose = jest.fn();
    renderWithTheme(<DrawerDemo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar caderno' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Nome' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTheme(<DrawerDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar caderno' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });
});

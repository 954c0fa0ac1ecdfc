import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';
import { Drawer } from './drawer';
import { Modal } from './modal';

function ModalDemo({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Fechar player</Button>
      <Modal
        open={open}
        title="Deseja fechar o player?"
        initialFocusRef={confirmRef}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <Button ref={confirmRef} onClick={() => setOpen(false)}>
          Sim, fechar
        </Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a centred modal dialog named by its title; focus goes to the element asked for', async () => {
    renderWithTheme(<ModalDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar player' }));
    const dialog = screen.getByRole('dialog', { name: 'Deseja fechar o player?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Sim, fechar' })).toHaveFocus();
  });

  it('closes on Escape and restores focus', async () => {
    const onClose = jest.fn();
    renderWithTheme(<ModalDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Fechar player' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a dialog that is not dismissible has no close button and stays on Escape and an overlay click', async () => {
    const onClose = jest.fn();
    function MustAnswer() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} dismissible={false} title="Termos de uso" onClose={onClose}>
          <Button onClick={() => setOpen(false)}>Aceitar</Button>
        </Modal>
      );
    }
    renderWithTheme(<MustAnswer />);
    const dialog = screen.getByRole('dialog', { name: 'Termos de uso' });
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    // focus stays inside: Tab goes round its only action
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Aceitar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Aceitar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an overlay click goes to onOverlayClick when given; Escape and the close button still call onClose', async () => {
    const onClose = jest.fn();
    const onOverlayClick = jest.fn();
    renderWithTheme(
      <Drawer open title="Salvar em:" onClose={onClose} onOverlayClick={onOverlayClick}>
        <Button>Selecionar</Button>
      </Drawer>,
    );
    await userEvent.click(screen.getByTestId('drawer-overlay'));
    expect([onOverlayClick.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.keyboard('{Escape}');
    expect([onOverlayClick.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 2]);
  });

  it('closes when the overlay is clicked', async () => {
    const onClose = jest.fn();
    renderWithTheme(<ModalDemo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar player' }));
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened from a drawer, Escape closes only the modal', async () => {
    const closeDrawer = jest.fn();
    function Nested() {
      const [modalOpen, setModalOpen] = useState(false);
      return (
        <Drawer open title="Salvar em:" onClose={closeDrawer}>
          <Button onClick={() => setModalOpen(true)}>Criar nova pasta</Button>
          <Modal open={modalOpen} title="Nova pasta" onClose={() => setModalOpen(false)}>
            conteúdo
          </Modal>
        </Drawer>
      );
    }
    renderWithTheme(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar nova pasta' }));
    expect(screen.getByRole('dialog', { name: 'Nova pasta' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Nova pasta' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Salvar em:' })).toBeInTheDocument();
    expect(closeDrawer).not.toHaveBeenCalled();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Toast } from './toast';
import { ToastRegion, type ToastItem } from './toast-region';

describe('Toast', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('a %s toast has role %s', (kind, role) => {
    renderWithTheme(<Toast kind={kind}>Mensagem</Toast>);
    expect(screen.getByRole(role)).toHaveTextContent('Mensagem');
  });

  it('can be dismissed with its button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Toast kind="error" onDismiss={onDismiss}>
        Erro ao aceitar termos de uso.
      </Toast>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself after durationMs', () => {
    jest.useFakeTimers();
    try {
      const onDismiss = jest.fn();
      renderWithTheme(
        <Toast kind="success" durationMs={1500} onDismiss={onDismiss}>
          Agora você é um Beta Tester!
        </Toast>,
      );
      act(() => jest.advanceTimersByTime(1499));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ToastRegion', () => {
  it('stacks toasts in a named region and removes the dismissed one', async () => {
    function Host() {
      const [toasts, setToasts] = useState<ToastItem[]>([
        { id: 1, kind: 'success', message: 'Caderno criado' },
        { id: 2, kind: 'error', message: 'Ocorreu erro ao criar. Entre em contato com o suporte.' },
      ]);
      return (
        <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))} />
      );
    }
    renderWithTheme(<Host />);
    const region = screen.getByRole('region', { name: 'Mensagens' });
    expect(region).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ocorreu erro ao criar. Entre em contato com o suporte.',
    );
    const closeButtons = screen.getAllByRole('button', { name: 'Fechar notificação' });
    expect(closeButtons).toHaveLength(2);
    await userEvent.click(closeButtons[0]!);
    expect(screen.queryByText('Caderno criado')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('stays on the page when empty so later toasts are announced', () => {
    renderWithTheme(<ToastRegion toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('region', { name: 'Mensagens' })).toBeEmptyDOMElement();
  });
});

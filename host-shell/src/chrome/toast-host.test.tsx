import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { renderChrome } from './render-chrome';
import { ToastHost } from './toast-host';

afterEach(() => jest.useRealTimers());

test('toasts are announced by kind, can be dismissed and hide by themselves (5 s by default)', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const platform = createTestPlatform();
  renderChrome(<ToastHost />, { platform });
  const region = screen.getByRole('region', { name: 'Mensagens' });
  act(() => {
    platform.toast({ kind: 'success', message: 'Caderno criado' });
    platform.toast({ kind: 'error', message: 'Erro ao aceitar termos de uso.', durationMs: 1500 });
    platform.toast({ kind: 'info', message: 'Fica até fechar' });
  });
  expect(
    within(region)
      .getAllByRole('status')
      .map((t) => t.textContent),
  ).toEqual(['Caderno criado', 'Fica até fechar']);
  expect(within(region).getByRole('alert')).toHaveTextContent('Erro ao aceitar termos de uso.');

  act(() => jest.advanceTimersByTime(1500));
  expect(within(region).queryByRole('alert')).not.toBeInTheDocument();

  const info = within(region).getByText('Fica até fechar').closest('[role="status"]') as HTMLElement;
  await user.click(within(info).getByRole('button', { name: 'Fechar notificação' }));
  expect(within(region).queryByText('Fica até fechar')).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(3500));
  expect(within(region).queryByText('Caderno criado')).not.toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { trackFirstPage } from '../boot/first-page';
import { NotificationsMenu } from './notifications-menu';
import { NOTIFICATIONS_ERROR } from './notifications-panel';
import { renderChrome } from './render-chrome';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function list(unread: number) {
  return {
    data: [
      {
        id: 1,
        title: 'Nova aula disponível',
        message: 'A aula foi publicada.',
        link: '/todos-os-cursos',
        read: false,
        created_at: '2025-06-02T12:00:00.000Z',
      },
      {
        id: 2,
        title: 'Simulado corrigido',
        message: 'O resultado já está disponível.',
        link: '/cadernos-e-simulados',
        read: true,
        created_at: '2025-06-02T07:00:00.000Z',
      },
      {
        id: 3,
        title: 'Aviso geral',
        message: 'Sem página para abrir.',
        link: '',
        read: true,
        created_at: '2025-06-02T07:00:00.000Z',
      },
    ],
    unread,
    total: 3,
  };
}

async function setup(unread: number, options: { status?: number; features?: Record<string, boolean> } = {}) {
  server = await startTestServer({
    'GET /bff/notifications': () =>
      options.status
        ? { status: options.status, json: { error: { message: 'x', tag: 'X' } } }
        : { json: list(unread) },
  });
  const platform = createTestPlatform({ prefixUrl: server.url });
  renderChrome(<NotificationsMenu />, {
    platform,
    features: options.features ?? { notifications_menu: true },
  });
  return { user: userEvent.setup(), platform };
}

test.each([
  [12, '9+', '12 notificações não lidas'],
  [11, '9+', '11 notificações não lidas'],
  [10, '10', '10 notificações não lidas'],
  [1, '1', '1 notificação não lida'],
])('%i unread shows the badge %s', async (unread, text, name) => {
  await setup(unread);
  const badge = await screen.findByRole('img', { name });
  expect(badge).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
  expect(screen.getByRole('button', { name: `Notificações ${name}` })).toBeInTheDocument();
});

test('no unread notification: no badge', async () => {
  await setup(0);
  await waitFor(() => expect(server?.requestsTo('GET', '/bff/notifications')).toHaveLength(1));
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('the unread count is asked for only once the first page has painted (issue 12: the page first)', async () => {
  const untrack = trackFirstPage();
  try {
    await setup(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server?.requestsTo('GET', '/bff/notifications')).toHaveLength(0);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(await screen.findByRole('img', { name: '2 notificações não lidas' })).toHaveTextContent('2');
    expect(server?.requestsTo('GET', '/bff/notifications')).toHaveLength(1);
  } finally {
    untrack();
  }
});

test('the flag notifications_menu off hides it and asks nothing', async () => {
  await setup(3, { features: {} });
  expect(screen.queryByRole('button', { name: /Notificações/ })).not.toBeInTheDocument();
  expect(server?.requestsTo('GET', '/bff/notifications')).toHaveLength(0);
});

test('opens the list of notifications, unread ones marked; Escape closes it and returns focus', async () => {
  const { user, platform } = await setup(1);
  const button = screen.getByRole('button', { name: /Notificações/ });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Notificações' });
  expect(button).toHaveAttribute('aria-controls', panel.id);
  const links = await within(panel).findAllByRole('link');
  expect(links[0]).toHaveAccessibleName(/^Não lida: Nova aula disponível/);
  expect(links[0]).toHaveAttribute('href', '/todos-os-cursos');
  expect(links[1]).toHaveAccessibleName(/^Simulado corrigido/);
  expect(within(panel).getByText('02/06/2025, 09:00')).toBeInTheDocument();
  // a notification without a page to open is text, not a link
  expect(links).toHaveLength(2);
  expect(within(panel).getByText('Aviso geral')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(platform.calls.toasts).toEqual([]);
});

test('a failing list says so inside the panel; the badge stays empty', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await setup(1, { status: 404 });
  await user.click(screen.getByRole('button', { name: /Notificações/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATIONS_ERROR);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

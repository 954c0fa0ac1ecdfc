import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { trackFirstPage } from '../boot/first-page';
import { renderChrome } from '../chrome/render-chrome';
import { GlobalAlertBanner } from './global-alert';
import { readAlertCookie, writeAlertCookie } from './global-alert-rules';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  document.cookie = 'global_alert=; path=/; max-age=0';
});

async function renderAlert(reply: object) {
  server = await startTestServer({ 'GET /v3/contents/get/global_alert': reply });
  const platform = createTestPlatform({ prefixUrl: server.url });
  renderChrome(<GlobalAlertBanner />, { platform });
  await waitFor(() => expect(server?.requestsTo('GET', '/v3/contents/get/global_alert')).toHaveLength(1));
}

const TEXT = '<p>Manutenção no <strong>domingo</strong><iframe src="https://x.example"></iframe></p>';

test('an active, repeating alert is shown sanitised even after being closed, and sets the cookie to SHOW', async () => {
  writeAlertCookie('CLOSED');
  await renderAlert({ is_active: true, repeat: true, text: TEXT });
  const alert = await screen.findByRole('complementary', { name: 'Aviso' });
  expect(alert).toHaveTextContent('Manutenção no domingo');
  expect(alert.querySelector('strong')).not.toBeNull();
  expect(alert.querySelector('iframe')).toBeNull();
  expect(readAlertCookie()).toBe('SHOW');
});

test('closing a non-repeating alert sets CLOSED, and it stays hidden on the next load', async () => {
  await renderAlert({ is_active: true, repeat: false, text: TEXT });
  await userEvent.click(await screen.findByRole('button', { name: 'Fechar aviso' }));
  expect(screen.queryByRole('complementary', { name: 'Aviso' })).not.toBeInTheDocument();
  expect(readAlertCookie()).toBe('CLOSED');
  await server?.close();
  document.body.innerHTML = '';
  await renderAlert({ is_active: true, repeat: false, text: TEXT });
  expect(screen.queryByRole('complementary', { name: 'Aviso' })).not.toBeInTheDocument();
});

test('an inactive alert is not shown and a failing fetch is silently ignored', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderAlert({ is_active: false, repeat: true, text: TEXT });
  expect(screen.queryByRole('complementary', { name: 'Aviso' })).not.toBeInTheDocument();
  await server?.close();
  await renderAlert({ status: 500, json: { error: { message: 'x', tag: 'X' } } });
  expect(screen.queryByRole('complementary', { name: 'Aviso' })).not.toBeInTheDocument();
  error.mockRestore();
});

test('is asked for only once the first page has painted (issue 12: the page first)', async () => {
  const untrack = trackFirstPage();
  try {
    server = await startTestServer({
      'GET /v3/contents/get/global_alert': { is_active: true, repeat: true, text: TEXT },
    });
    renderChrome(<GlobalAlertBanner />, { platform: createTestPlatform({ prefixUrl: server.url }) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requestsTo('GET', '/v3/contents/get/global_alert')).toHaveLength(0);

    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(await screen.findByRole('complementary', { name: 'Aviso' })).toHaveTextContent(
      'Manutenção no domingo',
    );
    expect(server.requestsTo('GET', '/v3/contents/get/global_alert')).toHaveLength(1);
  } finally {
    untrack();
  }
});

import { createHttpClients, SESSION_COOKIE } from 'shared-contracts';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { loadSession, storedUser } from './load-session';

const ANA = {
  id: 1008,
  email: 'aluno@exemplo.com.br',
  fullName: 'Ana Paula Souza',
  betaTester: 'aceito_ativo',
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  document.cookie = `${SESSION_COOKIE}=; max-age=0; path=/`;
  sessionStorage.clear();
});

const http = (url: string) =>
  createHttpClients({ prefixUrl: url, vertical: 'concursos', retryLimit: 0, getToken: () => 't' });

test('with the session cookie the user is fetched and kept in session storage', async () => {
  server = await startTestServer({ 'GET /bff/profile/me': ANA });
  document.cookie = `${SESSION_COOKIE}=dev-session-1008; path=/`;
  await expect(loadSession(http(server.url), 'production')).resolves.toMatchObject({ id: 1008 });
  expect(storedUser()).toMatchObject({ fullName: 'Ana Paula Souza' });
});

test('without the cookie outside the local environment the user is cleared without asking', async () => {
  server = await startTestServer({ 'GET /bff/profile/me': ANA });
  sessionStorage.setItem('platform:user', JSON.stringify(ANA));
  await expect(loadSession(http(server.url), 'production')).resolves.toBeNull();
  expect(storedUser()).toBeNull();
  expect(server.requestsTo('GET', '/bff/profile/me')).toHaveLength(0);
});

test('locally the user is asked for even without the cookie', async () => {
  server = await startTestServer({ 'GET /bff/profile/me': ANA });
  await expect(loadSession(http(server.url), 'local')).resolves.toMatchObject({ id: 1008 });
  expect(server.requestsTo('GET', '/bff/profile/me')).toHaveLength(1);
});

test('any failure clears the session', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server = await startTestServer({ 'GET /bff/profile/me': { status: 401 } });
  document.cookie = `${SESSION_COOKIE}=expired; path=/`;
  sessionStorage.setItem('platform:user', JSON.stringify(ANA));
  await expect(loadSession(http(server.url), 'production')).resolves.toBeNull();
  expect(storedUser()).toBeNull();
});

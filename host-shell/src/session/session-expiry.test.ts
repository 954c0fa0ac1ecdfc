import { createStore } from 'jotai/vanilla';
import { createEventBus, type LoggedUser } from 'shared-contracts';
import { userAtom } from '../state/shell-store';
import { loginUrl, logoutUrl } from './auth-urls';
import { handleSessionExpiry, resetSessionExpiryForTests } from './session-expiry';

afterEach(() => {
  resetSessionExpiryForTests();
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function setUp(environment: 'local' | 'production' = 'local') {
  const bus = createEventBus();
  const store = createStore();
  store.set(userAtom, { id: 1, email: 'a@b.c', fullName: 'A' } as LoggedUser);
  sessionStorage.setItem('platform:user', '{"id":1}');
  const leave = jest.fn();
  const stop = handleSessionExpiry(bus, environment, { leave, store });
  return { bus, store, leave, stop };
}

test('a 401 clears the session and goes to logout with a login URL back to this page, once', () => {
  window.history.replaceState(null, '', '/cast/album/3?page=2');
  const { bus, store, leave, stop } = setUp();
  bus.emit('session:expired', {});
  bus.emit('session:expired', {});
  expect(store.get(userAtom)).toBeNull();
  expect(sessionStorage.getItem('platform:user')).toBeNull();
  expect(leave).toHaveBeenCalledTimes(1);
  const target = new URL(leave.mock.calls[0][0] as string, 'http://concursos.localhost:3000');
  expect(target.pathname).toBe('/auth/logout');
  expect(target.searchParams.get('redirect')).toBe('/auth/dev-login?redirect=%2Fcast%2Falbum%2F3%3Fpage%3D2');
  stop();
});

test('outside local the login is /auth/login; a login URL given by the event wins', () => {
  const { bus, leave, stop } = setUp('production');
  bus.emit('session:expired', { loginUrl: '/auth/login?redirect=%2Fobjetivos' });
  expect(leave).toHaveBeenCalledWith(logoutUrl('/auth/login?redirect=%2Fobjetivos'));
  expect(loginUrl('production', '/questoes')).toBe('/auth/login?redirect=%2Fquestoes');
  expect(loginUrl('production', '//evil.example')).toBe('/auth/login?redirect=%2F');
  stop();
});

test('the sign-in pages themselves are not sent to logout', () => {
  window.history.replaceState(null, '', '/auth/dev-login');
  const { bus, leave, stop } = setUp();
  bus.emit('session:expired', {});
  expect(leave).not.toHaveBeenCalled();
  stop();
});

test('a public page (the public question) stays where it is: it is meant for signed-out visitors', () => {
  window.history.replaceState(null, '', '/public/questoes/50002-na-frase');
  const { bus, leave, stop } = setUp();
  bus.emit('session:expired', {});
  expect(leave).not.toHaveBeenCalled();
  stop();
});

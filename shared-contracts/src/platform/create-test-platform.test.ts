import { startTestServer } from '../testing/start-test-server';
import type { TestServer } from '../testing/start-test-server';
import type { LoggedUser } from '../dto/user';
import { createTestPlatform } from './create-test-platform';
import type { PlatformApi } from './platform-api';
import { CONTRACT_VERSION } from '../version';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createTestPlatform', () => {
  it('is a PlatformApi with a signed-in student and everything on by default', () => {
    const platform: PlatformApi = createTestPlatform();
    expect(platform.contractVersion).toBe(CONTRACT_VERSION);
    expect(platform.environment).toBe('local');
    expect(platform.session.isSignedIn()).toBe(true);
    expect(platform.session.getUser()?.fullName).toBe('Ana Paula Souza');
    expect(platform.vertical.id).toBe('concursos');
    expect(platform.isEnabled('cast')).toBe(true);
    expect(platform.isEcommerceActive('sala-vip')).toBe(true);
  });

  it('takes user, vertical, flags, e-commerce areas and environment', () => {
    const platform = createTestPlatform({
      user: null,
      vertical: 'medicina',
      flags: { cast: true },
      ecommerce: { questoes: true },
      environment: 'qa',
    });
    expect(platform.session.isSignedIn()).toBe(false);
    expect(platform.vertical.wording.notebooksAndExams).toBe('Listas e Simulados');
    expect(platform.isEnabled('cast')).toBe(true);
    expect(platform.isEnabled('goals')).toBe(false);
    expect(platform.isEcommerceActive('questoes')).toBe(true);
    expect(platform.isEcommerceActive('cast')).toBe(false);
    expect(platform.environment).toBe('qa');
  });

  it('changes flags and areas on request, leaving the others as they were', () => {
    const platform = createTestPlatform();
    platform.setFlags({ dark_mode: false });
    expect(platform.isEnabled('dark_mode')).toBe(false);
    expect(platform.isEnabled('cast')).toBe(true);
    platform.setEcommerce({ cast: false });
    expect(platform.isEcommerceActive('cast')).toBe(false);
    platform.setEcommerce('all');
    expect(platform.isEcommerceActive('cast')).toBe(true);
  });

  it('publishes user changes on user$', () => {
    const platform = createTestPlatform();
    const seen: Array<string | null> = [];
    const subscription = platform.session.user$.subscribe((user) => seen.push(user?.email ?? null));
    const bruno = { ...platform.session.getUser(), id: 2, email: 'novo@exemplo.com.br' } as LoggedUser;
    platform.setUser(bruno);
    platform.setUser(null);
    subscription.unsubscribe();
    expect(seen).toEqual(['aluno@exemplo.com.br', 'novo@exemplo.com.br', null]);
  });

  it('records toasts, drawers, modals and tracks, and emits them on the bus', () => {
    const platform = createTestPlatform();
    const toasts: string[] = [];
    platform.bus.on('toast').subscribe((toast) => toasts.push(toast.message));

    platform.toast({ kind: 'success', message: 'Caderno criado!' });
    platform.openDrawer({ kind: 'create-notebook', path: 'base' });
    platform.openModal({ kind: 'beta-tester' });
    platform.track({ type: 'click', target: 'menu', context: 'shell' });

    expect(platform.calls).toEqual({
      navigations: [],
      toasts: [{ kind: 'success', message: 'Caderno criado!' }],
      drawers: [{ kind: 'create-notebook', path: 'base' }],
      modals: [{ kind: 'beta-tester' }],
      tracks: [{ type: 'click', target: 'menu', context: 'shell' }],
    });
    expect(toasts).toEqual(['Caderno criado!']);
  });

  it('navigates with history.pushState and a popstate event', () => {
    const platform = createTestPlatform();
    const popstates: string[] = [];
    const listener = () => popstates.push(window.location.pathname);
    window.addEventListener('popstate', listener);
    platform.navigate('/cast/album/3');
    window.removeEventListener('popstate', listener);
    expect(window.location.pathname).toBe('/cast/album/3');
    expect(popstates).toEqual(['/cast/album/3']);
    expect(platform.calls.navigations).toEqual(['/cast/album/3']);
  });

  it('serves contents given as options, with {{quantity}} substituted', async () => {
    const platform = createTestPlatform({
      contents: { 'cadernos-e-simulados': 'Você tem {{quantity}} cadernos' },
    });
    await expect(platform.content('cadernos-e-simulados', { quantity: 4 })).resolves.toBe(
      'Você tem 4 cadernos',
    );
  });

  it('fetches other contents over real http, and gives an empty text on failure', async () => {
    server = await startTestServer({
      'GET /bff/contents/get/profile_menu': { data: { text: 'Ajuda com {{quantity}} tópicos' } },
    });
    const platform = createTestPlatform({
      prefixUrl: server.url,
      vertical: 'oab',
      http: { retryBaseDelayMs: 1 },
    });
    await expect(platform.content('profile_menu', { quantity: 2 })).resolves.toBe('Ajuda com 2 tópicos');
    await expect(platform.content('missing')).resolves.toBe('');
    expect(server.requests[0]?.headers['x-vertical']).toBe('oab');
  });

  it('resolves null for widgets it was not given', async () => {
    const comments = { mount: () => undefined };
    const platform = createTestPlatform({ widgets: { 'mfe_submissions/comments': comments } });
    await expect(platform.loadWidget('mfe_cast/player')).resolves.toBeNull();
    await expect(platform.loadWidget('mfe_submissions/comments')).resolves.toBe(comments);
  });

  it('turns a 401 into session:expired on its bus', async () => {
    server = await startTestServer(() => ({ status: 401, json: { error: { message: 'Unauthorized' } } }));
    const platform = createTestPlatform({ prefixUrl: server.url });
    const expired: unknown[] = [];
    platform.bus.on('session:expired').subscribe((payload) => expired.push(payload));
    await expect(platform.http.api.get('bff/profile/me')).rejects.toThrow();
    expect(expired).toEqual([{}]);
  });
});

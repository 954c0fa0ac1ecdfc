import { createGuardRouter } from './guard-router';
import type { GuardDecision } from './route-guards';

afterEach(() => window.history.replaceState(null, '', '/'));

const ORIGIN = 'http://localhost';

/** Fires single-spa's before-routing-event as single-spa does and returns what the guard answered. */
function beforeRouting(path: string): { answered: Promise<boolean> | null } {
  const result: { answered: Promise<boolean> | null } = { answered: null };
  const cancelNavigation = (value?: boolean | Promise<boolean>) => {
    result.answered = Promise.resolve(value ?? true);
  };
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', {
      detail: { newUrl: `${ORIGIN}${path}`, cancelNavigation },
    }),
  );
  return result;
}

function router(decide: (path: string) => GuardDecision | Promise<GuardDecision>) {
  const navigate = jest.fn();
  const leave = jest.fn();
  const evaluate = jest.fn(async (url: URL) => decide(url.pathname));
  return { navigate, leave, evaluate, ...createGuardRouter({ evaluate, navigate, leave }) };
}

test('the first page is redirected in place before anything is registered', async () => {
  window.history.replaceState(null, '', '/cast');
  const guards = router((path) =>
    path === '/cast'
      ? { kind: 'redirect', to: '/garanta-acesso-completo?horizontal=cast' }
      : { kind: 'allow' },
  );
  await expect(guards.checkInitialUrl()).resolves.toBe(true);
  expect(`${window.location.pathname}${window.location.search}`).toBe(
    '/garanta-acesso-completo?horizontal=cast',
  );
  expect(guards.navigate).not.toHaveBeenCalled();
});

test('an external decision on the first page leaves the site and starts nothing', async () => {
  const guards = router(() => ({ kind: 'external', url: 'https://manutencao.example/' }));
  await expect(guards.checkInitialUrl()).resolves.toBe(false);
  expect(guards.leave).toHaveBeenCalledWith('https://manutencao.example/');
});

test('a blocked navigation is cancelled, then redirected once single-spa restored the old URL', async () => {
  jest.useFakeTimers();
  try {
    const guards = router((path) =>
      path === '/cast' ? { kind: 'redirect', to: '/mesa-de-estudo' } : { kind: 'allow' },
    );
    await guards.checkInitialUrl();
    const stop = guards.install();

    const blocked = beforeRouting('/cast');
    await expect(blocked.answered).resolves.toBe(true);
    expect(guards.navigate).not.toHaveBeenCalled(); // not before single-spa puts the old URL back
    jest.runAllTimers();
    expect(guards.navigate).toHaveBeenCalledWith('/mesa-de-estudo');

    const allowed = beforeRouting('/questoes/buscar');
    await expect(allowed.answered).resolves.toBe(false);
    stop();
  } finally {
    jest.useRealTimers();
  }
});

test('the page let through is not checked again (re-route after a cancel, hash changes)', async () => {
  window.history.replaceState(null, '', '/objetivos');
  const guards = router(() => ({ kind: 'allow' }));
  await guards.checkInitialUrl();
  const stop = guards.install();
  guards.evaluate.mockClear();
  expect(beforeRouting('/objetivos').answered).toBeNull();
  expect(beforeRouting('/objetivos#topo').answered).toBeNull();
  expect(guards.evaluate).not.toHaveBeenCalled();
  stop();
});

test('a guard that throws (ERR_REDIRECT included) is logged and the navigation goes on', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const guards = router(() => {
    throw Object.assign(new Error('bad'), { code: 'ERR_REDIRECT' });
  });
  await expect(guards.checkInitialUrl()).resolves.toBe(true);
  const stop = guards.install();
  await expect(beforeRouting('/cast').answered).resolves.toBe(false);
  expect(log).toHaveBeenCalled();
  stop();
});

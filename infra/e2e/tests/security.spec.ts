import { expect, test } from './fixtures';
import { hostUrl, resetBff, signIn } from './support';
import { CONTROL_SECRET_HEADER, devBffEnvironment } from '../../dev-bff/src/dev-environment';
import { buildServer } from '../../dev-bff/src/server';
import { RESOURCE_CSP } from '../../build/security-headers';

const LESSON = '/ldi/direito-constitucional-para-concursos';
const VIDEO_TITLE = 'Direitos Fundamentais: características em 15 minutos';

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test("a lesson's YouTube block loads its privacy-enhanced player frame, with no CSP violation", async ({
  page,
}) => {
  // no internet here: the player's origin answers from the test, the frame's request is what is checked
  const playerRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    playerRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>player</title><p>Player de vídeo</p>',
    });
  });
  await signIn(page, LESSON);
  const frameElement = page.locator(`iframe[title="${VIDEO_TITLE}"]`);
  await frameElement.scrollIntoViewIfNeeded();
  await expect(
    page.frameLocator(`iframe[title="${VIDEO_TITLE}"]`).getByText('Player de vídeo'),
  ).toBeVisible();
  expect(playerRequests).toEqual(['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE']);
  // the fixture fails the test on any securitypolicyviolation; the BFF received no report either
  const reports = await page.request.get('http://127.0.0.1:3001/__control/csp-reports');
  expect((await reports.json()).data).toEqual([]);
});

test("a lesson's Vimeo block (chapter 2) loads its player frame, with no CSP violation", async ({ page }) => {
  const playerRequests: string[] = [];
  await page.route('https://player.vimeo.com/**', async (route) => {
    playerRequests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>player</title><p>Player do Vimeo</p>',
    });
  });
  await signIn(page, LESSON);
  await page.getByRole('navigation', { name: 'Capítulos' }).getByRole('link').nth(1).click();
  const vimeo = 'iframe[src^="https://player.vimeo.com/"]';
  await page.locator(vimeo).first().scrollIntoViewIfNeeded();
  await expect(page.frameLocator(vimeo).first().getByText('Player do Vimeo')).toBeVisible();
  expect(playerRequests).toEqual(['https://player.vimeo.com/video/76979871']);
  const reports = await page.request.get('http://127.0.0.1:3001/__control/csp-reports');
  expect((await reports.json()).data).toEqual([]);
});

test('every page carries the security headers: CSP with frame-src and reports, COOP, Permissions-Policy', async ({
  page,
}) => {
  const response = await page.goto(`${hostUrl('concursos')}/auth`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain(
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  );
  expect(headers['content-security-policy']).toContain('report-uri /bff/csp-reports');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test("a first page's scripts and answers carry a resource's few security headers, the page its whole set", async ({
  page,
}) => {
  // read as they arrive (headers() needs no round trip to the browser, so none is pending when the test ends)
  const answers: { url: string; kind: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) =>
    answers.push({
      url: response.url(),
      kind: response.request().resourceType(),
      headers: response.headers(),
    }),
  );
  await signIn(page, '/mesa-de-estudo');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeVisible();
  await expect(page.getByText('Atividades recentes').first()).toBeVisible();

  const document = answers.find(
    (answer) => answer.kind === 'document' && answer.url.endsWith('/mesa-de-estudo'),
  );
  expect(document?.headers['content-security-policy']).toContain('report-uri /bff/csp-reports');
  expect(document?.headers['permissions-policy']).toContain('camera=()');
  expect(document?.headers['cross-origin-opener-policy']).toBe('same-origin');

  const resources = answers.filter(
    (answer) => answer.kind === 'script' || (answer.kind === 'fetch' && /\/(bff|v3)\//.test(answer.url)),
  );
  // the host's and the area's scripts, the session calls and the study table's own
  expect(resources.filter((answer) => answer.kind === 'script').length).toBeGreaterThan(5);
  expect(resources.filter((answer) => answer.kind === 'fetch').length).toBeGreaterThan(5);
  for (const { url, headers } of resources)
    expect([
      url,
      headers['content-security-policy'],
      headers['x-content-type-options'],
      headers['permissions-policy'],
      headers['cross-origin-opener-policy'],
    ]).toEqual([url, RESOURCE_CSP, 'nosniff', undefined, undefined]);
});

test("another site's post carrying the session cookie is refused, the platform's own is not", async ({
  page,
}) => {
  await signIn(page, '/redacoes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session_token');
  expect(session).toBeDefined();
  // Node cannot resolve *.localhost: the host's address, with the host name in the Host header
  const crossSite = await page.request.post('http://127.0.0.1:3000/v3/redacoes', {
    headers: {
      host: 'concursos.localhost:3000',
      cookie: `session_token=${session?.value}`,
      origin: 'https://evil.example.com',
      'sec-fetch-site': 'cross-site',
    },
    multipart: { kind: 'essay', title: 'Enviada por outro site', institution_id: '6' },
  });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).error.tag).toBe('CSRF_REJECTED');
  const titles = await page.evaluate(async () => {
    const response = await fetch('/v3/redacoes?page=1&perPage=100', { credentials: 'include' });
    return JSON.stringify(await response.json());
  });
  expect(titles).not.toContain('Enviada por outro site');
});

test('Sair signs out with a POST: the session is gone and the sign-in page opens', async ({ page }) => {
  const status = (path: string) =>
    page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).status, path);
  await signIn(page, '/mesa-de-estudo');
  await page.getByRole('button', { name: /Ana Paula Souza/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar no ambiente de desenvolvimento' })).toBeVisible();
  expect(await status('/bff/profile/me')).toBe(401);

  // a GET of the logout address (a link or an image elsewhere) signs nobody out
  await signIn(page, '/mesa-de-estudo');
  await expect(page.getByRole('button', { name: /Ana Paula Souza/ })).toBeVisible();
  expect(await status('/auth/logout')).toBe(404);
  expect(await status('/bff/profile/me')).toBe(200);
});

test('Trusted Types are enforced: a plain string reaches no script sink, no other policy is made, and the named policies still render', async ({
  page,
  cspViolations,
}) => {
  await page.request.put('http://127.0.0.1:3001/__control/global-alert', {
    data: { is_active: true, repeat: true, text: '<p>Aviso com <strong>negrito</strong></p>' },
  });
  await signIn(page, LESSON);
  // the lesson HTML (ldi-lesson-html), the remote's scripts (platform-federation-scripts, webpack-*) and the
  // alert (platform-alert-html) went through their policies: the page shows them
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Aviso' }).locator('strong')).toHaveText('negrito');
  expect(cspViolations).toEqual([]);

  const attempts = await page.evaluate(() => {
    const tryIt = (write: () => void) => {
      try {
        write();
        return 'aceito';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const tt = (window as unknown as { trustedTypes: { createPolicy: (n: string, r: object) => unknown } })
      .trustedTypes;
    return {
      innerHTML: tryIt(() => {
        document.createElement('div').innerHTML = '<img src=x onerror="window.__xss=1">';
      }),
      scriptSrc: tryIt(() => {
        document.createElement('script').src = 'https://mal.example/x.js';
      }),
      otherPolicy: tryIt(() => tt.createPolicy('intruso', { createHTML: (s: string) => s })),
    };
  });
  expect(attempts).toEqual({
    innerHTML: 'TypeError',
    scriptSrc: 'TypeError',
    otherPolicy: 'TypeError',
  });
  // each refusal is reported (a moment later) as the enforced directive it broke; nothing else was
  await expect
    .poll(() => new Set(cspViolations.map((violation) => violation.directive)))
    .toEqual(new Set(['require-trusted-types-for', 'trusted-types']));
  cspViolations.length = 0;
});

test('in compose mode the control API and the dev sign-in are refused without the control secret, and closed unless switched on', async ({
  playwright,
}) => {
  const secret = 'segredo-de-controle-e2e-1234';
  const started: { close(): Promise<unknown> }[] = [];
  const startBff = async (env: Record<string, string>) => {
    const app = buildServer({ environment: devBffEnvironment({ DEV_BFF_ENV: 'compose', ...env }) });
    // on loopback here, whatever the compose default: the test's own port, not the network
    await app.listen({ port: 0, host: '127.0.0.1' });
    started.push(app);
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  };
  const request = await playwright.request.newContext();
  try {
    const switchedOn = await startBff({ DEV_BFF_CONTROL: 'on', DEV_BFF_CONTROL_SECRET: secret });
    const refused = await request.post(`${switchedOn}/__control/reset`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { tag: string } }).error.tag).toBe('CONTROL_SECRET_REQUIRED');
    expect((await request.get(`${switchedOn}/auth/dev-login`)).status()).toBe(403);
    const wrong = await request.post(`${switchedOn}/__control/reset`, {
      headers: { [CONTROL_SECRET_HEADER]: `${secret}-errado` },
    });
    expect(wrong.status()).toBe(403);
    const allowed = await request.post(`${switchedOn}/__control/reset`, {
      headers: { [CONTROL_SECRET_HEADER]: secret },
    });
    expect(allowed.ok()).toBe(true);

    const closed = await startBff({});
    expect((await request.post(`${closed}/__control/reset`)).status()).toBe(404);
    expect((await request.get(`${closed}/auth/dev-login`)).status()).toBe(404);
  } finally {
    await request.dispose();
    await Promise.all(started.map((app) => app.close()));
  }
});

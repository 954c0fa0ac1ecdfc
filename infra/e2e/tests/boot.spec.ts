import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostUrl, resetBff, signIn } from './support';

/**
 * The flat boot path (issue 12): remotes.json is asked for with the HTML, and the owner of the first page
 * (mfe-cast on /cast) has its manifest, entry and `./app` chunks requested without waiting for the
 * shell's bundle (main.js), which then takes those answers instead of asking again.
 */
const HOST = hostUrl('concursos');
const CAST = 'http://localhost:3103';

/** The cast area's own heading (its container is single-spa's), not the early boot's first frame. */
function castHeading(page: Page) {
  return page
    .locator('[id="single-spa-application:mfe-cast"]')
    .getByRole('heading', { level: 1, name: 'Cast' });
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test("a first page asks for remotes.json with the HTML, and for the session, its area's manifest and code before the shell's bundle arrives", async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();

  const order: string[] = [];
  let mainDone = false;
  let castManifestRequested: () => void = () => {};
  const castManifestSeen = new Promise<void>((resolve) => {
    castManifestRequested = resolve;
  });
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url === `${HOST}/remotes.json`) order.push(mainDone ? 'remotes.json after main' : 'remotes.json');
    if (/\/bff\/(profile\/me|features|features\/ab|ecommerce)$/.test(new URL(url).pathname))
      sessionCalls.push(`${new URL(url).pathname}${mainDone ? ' after main' : ''}`);
    if (url.startsWith(`${CAST}/`)) {
      order.push(url.slice(CAST.length + 1));
      if (url.endsWith('/mf-manifest.json')) castManifestRequested();
    }
  });
  page.on('requestfinished', (request) => {
    if (/\/main\.[0-9a-f]+\.js$/.test(request.url())) mainDone = true;
  });
  // every script of the host but the early boot's own (main.js with the shell and React, and any chunk) is
  // held until the cast manifest has been asked for: a boot that waited for the shell would never get there
  let heldTooLong = 0;
  await page.route(/^http:\/\/concursos\.localhost:3000\/(?!boot\.)[\w.-]+\.js$/, async (route) => {
    const waited = await Promise.race([
      castManifestSeen.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000)),
    ]);
    if (waited) heldTooLong += 1;
    await route.continue();
  });

  await page.goto(`${HOST}/cast`);
  await expect(castHeading(page)).toBeVisible({ timeout: 30_000 });

  expect(heldTooLong, 'shell chunks released only because the cast manifest never came').toBe(0);
  expect(order[0]).toBe('remotes.json');
  expect(order.filter((entry) => entry.startsWith('remotes.json'))).toHaveLength(1);
  // the manifest once (the runtime took the early answer), then the entry and the app's own chunks
  expect(order.filter((entry) => entry === 'mf-manifest.json')).toHaveLength(1);
  const manifestAt = order.indexOf('mf-manifest.json');
  expect(manifestAt).toBeGreaterThan(0);
  expect(order.indexOf('remoteEntry.js')).toBeGreaterThan(manifestAt);
  expect(order.some((entry) => entry.startsWith('__federation_expose_app.'))).toBe(true);
  // the session and feature calls left with the boot script, before main.js had arrived, and the shell took
  // their answers instead of asking again
  expect(sessionCalls.sort()).toEqual([
    '/bff/ecommerce',
    '/bff/features',
    '/bff/features/ab',
    '/bff/profile/me',
  ]);
  // nothing the early boot preloaded was fetched a second time
  const scripts = order.filter((entry) => entry.endsWith('.js'));
  expect(scripts).toEqual([...new Set(scripts)]);
});

test('the early boot runs before the first paint, even when its script arrives late', async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  // when the early boot's state appears on window, on the page's own clock
  await page.addInitScript(() => {
    let state: unknown;
    Object.defineProperty(window, '__shellEarlyBoot', {
      configurable: true,
      get: () => state,
      set: (value: unknown) => {
        state = value;
        (window as unknown as { __bootRanAt: number }).__bootRanAt = performance.now();
      },
    });
  });
  await page.route(/^http:\/\/concursos\.localhost:3000\/boot\.[\w.-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(`${HOST}/mesa-de-estudo`);
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  const { bootRanAt, firstPaint } = await page.evaluate(() => ({
    bootRanAt: (window as unknown as { __bootRanAt?: number }).__bootRanAt,
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
  }));
  expect(bootRanAt, 'the early boot ran').toBeGreaterThan(0);
  expect(firstPaint, 'the page painted').toBeGreaterThan(0);
  // a parser-blocking script in the head: nothing is painted (no frame waiting for its work) before it has run
  expect(bootRanAt!).toBeLessThan(firstPaint!);
});

test("the global alert and the unread notifications are asked for only after the first page's heading is painted", async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  // when the area's heading is first in the page, on the page's own clock (not the early boot's first frame)
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const headings = [...document.querySelectorAll('#area h1')];
      if (!headings.some((heading) => !heading.closest('[data-boot-page]'))) return;
      (window as unknown as { __headingAt: number }).__headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  const secondary = /\/(v3\/contents\/get\/global_alert|bff\/notifications)$/;
  const asked = page.waitForRequest((request) => secondary.test(new URL(request.url()).pathname));
  await page.goto(`${HOST}/mesa-de-estudo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de estudo' })).toBeVisible();
  await asked;
  await expect
    .poll(() =>
      page.evaluate(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)).length,
        secondary.source,
      ),
    )
    .toBe(2);
  const { headingAt, startedAt } = await page.evaluate((pattern) => {
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return {
      headingAt: (window as unknown as { __headingAt?: number }).__headingAt,
      startedAt: Math.min(...starts),
    };
  }, secondary.source);
  expect(headingAt, 'the heading was seen').toBeGreaterThan(0);
  // after the heading and the frame that paints it: they no longer queue beside the area's own calls
  expect(startedAt).toBeGreaterThan(headingAt!);
});

test("a first page's scripts arrive as the build's brotli copies, smaller than gzip", async ({ page }) => {
  await signIn(page, '/mesa-de-estudo');
  // kept as they come and read in the test: a script that arrives as the test ends (the chrome's parts asked
  // for after the first paint) is never read from a closed page
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response);
  });
  await page.goto(`${HOST}/cast`);
  await expect(castHeading(page)).toBeVisible({ timeout: 30_000 });

  const main = [...scripts.keys()].find((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
  expect(main, 'main.js was loaded').toBeDefined();
  expect(await scripts.get(main!)!.headerValue('content-encoding')).toBe('br');
  expect(await scripts.get(`${CAST}/remoteEntry.js`)?.headerValue('content-encoding')).toBe('br');
  // and the copy is the same script as the uncompressed file (asked of the same server by its address:
  // this test's own requests do not resolve *.localhost names)
  const direct = `http://127.0.0.1:${new URL(main!).port}${new URL(main!).pathname}`;
  const [brotli, gzip, plain] = await Promise.all([
    page.request.get(direct, { headers: { 'accept-encoding': 'br' } }),
    page.request.get(direct, { headers: { 'accept-encoding': 'gzip' } }),
    page.request.get(direct, { headers: { 'accept-encoding': 'identity' } }),
  ]);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(gzip.headers()['content-length']));
  expect(await brotli.text()).toBe(await plain.text());
});

test("the shell's scripts and the areas' shared library chunks ask the browser to compile them as they download; the areas' own scripts do not", async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo');
  // the first page's own scripts are done before the next page's are watched
  await page.waitForLoadState('networkidle');
  // kept as they come and read in the test (never from a closed page)
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response);
  });
  const firstLine = async (url: string) => ((await scripts.get(url)?.text()) ?? '').split('\n', 1)[0];
  await page.goto(`${HOST}/cast`);
  await expect(castHeading(page)).toBeVisible({ timeout: 30_000 });

  const hint = '//# allFunctionsCalledOnLoad';
  const shell = [...scripts.keys()].filter((url) => url.startsWith(HOST) && !/\/boot\./.test(url));
  expect(
    shell.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url)),
    'main.js was loaded',
  ).toBe(true);
  for (const url of shell) expect(await firstLine(url), url).toBe(hint);
  const area = [...scripts.keys()].filter((url) => url.startsWith(CAST));
  expect(area).toContain(`${CAST}/remoteEntry.js`);
  // the router and TanStack Query, which the first area of a page provides to the others
  const sharedLibrary = (url: string) => /\/shared-(?:router|query)\.[0-9a-f]+\.js$/.test(url);
  expect(area.filter(sharedLibrary)).toHaveLength(2);
  for (const url of area) expect((await firstLine(url)) === hint, url).toBe(sharedLibrary(url));
});

test('a page of the shell itself preloads no area, and an unowned path still gets the 404 page', async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/^http:\/\/localhost:31\d\d\//.test(request.url())) remoteRequests.push(request.url());
  });
  await page.goto(`${HOST}/uma-pagina-que-nao-existe`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(remoteRequests.filter((url) => url.endsWith('/mf-manifest.json'))).toEqual([]);
});

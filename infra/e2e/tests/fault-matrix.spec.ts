import { REMOTES } from '../../build/topology';
import { areaLandingPath } from '../../scripts/area-landing-path';
import { expect, test, type Page } from './fixtures';
import { RENDER_FAULT_STORAGE_KEY } from '../../../shared-design-system/src/area/render-fault';
import { AREA_UNAVAILABLE, resetBff, signIn } from './support';

/**
 * Fault isolation, end to end, for each of the seven remotes (issue 11): whatever fails while a remote
 * loads or mounts, its area shows the fallback with a working retry, the top bar, the side menu and another
 * area keep working, and nothing reaches the page as an uncaught error.
 */
type Fault = {
  name: string;
  /** installs the fault; may give back a function that ends it (a stalled answer let go) */
  install: (page: Page, origin: string, globalName: string) => Promise<unknown>;
};

/**
 * A remote entry that is a federation container (the global the manifest names, with init and get) whose
 * './app' factory is given by `factoryBody`: how a remote that throws while loading or mounting looks to the host.
 */
function fakeContainer(globalName: string, factoryBody: string): string {
  return `var ${globalName} = {
    init: function () {},
    get: function () { return Promise.resolve(function () { ${factoryBody} }); }
  };`;
}

/** Playwright's abort codes other than the two the matrix runs for every remote on its own. */
const OTHER_ABORT_CODES = [
  'aborted',
  'accessdenied',
  'addressunreachable',
  'blockedbyclient',
  'blockedbyresponse',
  'connectionaborted',
  'connectionclosed',
  'connectionfailed',
  'internetdisconnected',
  'namenotresolved',
  'timedout',
  'failed',
] as const;

const FAULTS: Fault[] = [
  {
    name: 'manifest 404',
    install: (page, origin) =>
      page.route(`${origin}/mf-manifest.json`, (route) => route.fulfill({ status: 404 })),
  },
  {
    name: 'manifest 500',
    install: (page, origin) =>
      page.route(`${origin}/mf-manifest.json`, (route) => route.fulfill({ status: 500 })),
  },
  {
    name: 'manifest 503',
    install: (page, origin) =>
      page.route(`${origin}/mf-manifest.json`, (route) =>
        route.fulfill({ status: 503, headers: { 'retry-after': '1' } }),
      ),
  },
  {
    name: 'manifest that is not JSON',
    install: (page, origin) =>
      page.route(`${origin}/mf-manifest.json`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "mfe_' }),
      ),
  },
  {
    name: 'remoteEntry.js connection refused',
    install: (page, origin) =>
      page.route(`${origin}/remoteEntry.js`, (route) => route.abort('connectionrefused')),
  },
  {
    name: 'remoteEntry.js connection reset',
    install: (page, origin) =>
      page.route(`${origin}/remoteEntry.js`, (route) => route.abort('connectionreset')),
  },
  {
    name: 'expose chunk failing',
    install: (page, origin) =>
      page.route(`${origin}/__federation_expose_*`, (route) => route.fulfill({ status: 500, body: '' })),
  },
  {
    // held until the test lets it go: every load of the area meanwhile runs into the host's 8 s deadline
    name: 'remoteEntry.js stalled past the load deadline',
    install: async (page, origin) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${origin}/remoteEntry.js`, async (route) => {
        await released;
        // the page may be gone by then
        await route.continue().catch(() => undefined);
      });
      return release;
    },
  },
  {
    name: "a throw while loading './app'",
    install: (page, origin, globalName) =>
      page.route(`${origin}/remoteEntry.js`, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: fakeContainer(globalName, "throw new Error('falha simulada ao carregar ./app');"),
        }),
      ),
  },
];

function areaHeading(page: Page, pkg: string) {
  return page.locator(`[id="single-spa-application:${pkg}"]`).getByRole('heading', { level: 1 }).first();
}

/** An area other than `failing`, with its side-menu link on concursos. */
function otherArea(failing: string) {
  return failing === 'mfe-cast'
    ? { link: 'Mesa de estudo', pkg: 'mfe-study-table', path: '/mesa-de-estudo' }
    : { link: 'Cast', pkg: 'mfe-cast', path: '/cast' };
}

/** While `failing` shows its fallback, the side menu takes the student to another area, which works. */
async function expectAnotherAreaWorks(page: Page, failing: string) {
  const other = otherArea(failing);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: other.link, exact: true })
    .click();
  await expect(areaHeading(page, other.pkg)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

for (const remote of REMOTES) {
  const origin = `http://localhost:${remote.port}`;
  const landing = areaLandingPath(remote.pkg);
  test.describe(`${remote.pkg} (${landing})`, () => {
    for (const fault of FAULTS) {
      test(`${fault.name}: its fallback and a working retry, the rest of the site intact`, async ({
        page,
      }) => {
        const uncaught: string[] = [];
        page.on('pageerror', (error) => uncaught.push(error.message));
        const endFault = await fault.install(page, origin, remote.federationName);
        await signIn(page, landing);

        const fallback = page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE });
        await expect(fallback).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
        await expect(page.getByRole('searchbox', { name: 'Pesquisar na plataforma' })).toBeVisible();
        await expectAnotherAreaWorks(page, remote.pkg);
        // back to the failing area, still failing: the fallback again
        await page.goBack();
        await expect(fallback).toBeVisible({ timeout: 20_000 });

        // the remote is back: the retry mounts the real area without reloading the page
        if (typeof endFault === 'function') endFault();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
        await expect(areaHeading(page, remote.pkg)).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
        expect(uncaught).toEqual([]);
      });
    }

    test("a throw while rendering: the area's own boundary says so with a working retry, the rest of the site intact", async ({
      page,
    }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await signIn(page, otherArea(remote.pkg).path);
      await expect(areaHeading(page, otherArea(remote.pkg).pkg)).toBeVisible({ timeout: 20_000 });
      // outside production the kit's AreaShell throws while rendering the area this key names
      await page.evaluate(([key, area]) => window.sessionStorage.setItem(key, area), [
        RENDER_FAULT_STORAGE_KEY,
        remote.pkg,
      ] as const);
      await page.goto(landing);

      const problem = page.locator('#area').getByRole('heading', { name: 'Tivemos um problema' });
      await expect(problem).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Pesquisar na plataforma' })).toBeVisible();
      await expectAnotherAreaWorks(page, remote.pkg);
      await page.goBack();
      await expect(problem).toBeVisible({ timeout: 20_000 });

      // the bug is gone: the retry renders the real area without reloading the page
      await page.evaluate((key) => window.sessionStorage.removeItem(key), RENDER_FAULT_STORAGE_KEY);
      await page.locator('#area').getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(areaHeading(page, remote.pkg)).toBeVisible({ timeout: 20_000 });
      await expect(problem).toHaveCount(0);
      expect(uncaught).toEqual([]);
    });

    test('remoteEntry.js aborted with each other abort code: the fallback, then a working retry', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await signIn(page, otherArea(remote.pkg).path);
      for (const code of OTHER_ABORT_CODES) {
        await page.route(`${origin}/remoteEntry.js`, (route) => route.abort(code));
        await page.goto(landing);
        await expect(
          page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE }),
          `${code}: the fallback`,
        ).toBeVisible({ timeout: 20_000 });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
        await expect(areaHeading(page, remote.pkg), `${code}: the retry`).toBeVisible({ timeout: 20_000 });
      }
      expect(uncaught).toEqual([]);
    });

    test('a throw in mount: what it put up is taken down, the fallback shows, and the retry mounts it', async ({
      page,
    }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      // mounts 1 and 2 put a half page up and throw; the third (the retry) works
      const lifecycles = `
        var mounts = 0;
        function put(text) {
          var heading = document.createElement('h1');
          heading.setAttribute('data-fake-area', '');
          heading.textContent = text;
          document.getElementById('area').appendChild(heading);
        }
        return {
          contractRange: '^1.0.0',
          bootstrap: function () { return Promise.resolve(); },
          mount: function () {
            mounts += 1;
            if (mounts < 3) {
              put('Meia página');
              return Promise.reject(new Error('falha simulada ao montar'));
            }
            put('Área de teste montada');
            return Promise.resolve();
          },
          unmount: function () {
            document.querySelectorAll('[data-fake-area]').forEach(function (node) { node.remove(); });
            return Promise.resolve();
          }
        };`;
      await page.route(`${origin}/remoteEntry.js`, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: fakeContainer(remote.federationName, lifecycles),
        }),
      );
      await signIn(page, landing);
      const fallback = page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE });
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Meia página' })).toHaveCount(0);
      await expectAnotherAreaWorks(page, remote.pkg);
      await page.goBack();
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Meia página' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Área de teste montada' })).toBeVisible();
      await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
      expect(uncaught).toEqual([]);
    });
  });
}

import { REMOTES } from '../../build/topology';
import { areaLandingPath } from '../../scripts/area-landing-path';
import { expect, test, type Page } from './fixtures';
import { AREA_UNAVAILABLE, resetBff, signIn } from './support';

/**
 * Fault isolation, end to end, for each of the seven remotes (issue 11): whatever fails while a remote
 * loads, its area shows the fallback with a working retry, the top bar and the side menu keep working, and
 * nothing reaches the page as an uncaught error.
 */
type Fault = { name: string; install: (page: Page, origin: string) => Promise<unknown> };

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
];

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
        await fault.install(page, origin);
        await signIn(page, landing);

        await expect(page.getByRole('heading', { level: 1, name: AREA_UNAVAILABLE })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
        await expect(page.getByRole('searchbox', { name: 'Pesquisar na plataforma' })).toBeVisible();

        // the remote is back: the retry mounts the real area without reloading the page
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
        await expect(
          page
            .locator(`[id="single-spa-application:${remote.pkg}"]`)
            .getByRole('heading', { level: 1 })
            .first(),
        ).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
        expect(uncaught).toEqual([]);
      });
    }
  });
}

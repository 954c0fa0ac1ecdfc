import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

const CONTROL = 'http://127.0.0.1:3001/__control';
const CAST_AREA = '[id="single-spa-application:mfe-cast"]';

/** Counts the browser's requests whose path is `path` (query ignored). */
function countRequests(page: Page, path: string | RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (typeof path === 'string' ? pathname === path : path.test(pathname)) seen.push(pathname);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await resetBff(page);
  await page.request.delete(`${CONTROL}/faults`);
});

test.afterEach(async ({ page }) => {
  await page.request.delete(`${CONTROL}/faults`);
});

test('going back from an album shows the cast home at once from cache, with at most one revalidation', async ({
  page,
}) => {
  const homeRequests = countRequests(page, '/v3/cast/home');
  await signIn(page, '/cast');
  const area = page.locator(CAST_AREA);
  const firstAlbum = area
    .getByRole('list', { name: /^Álbuns de / })
    .first()
    .getByRole('link')
    .first();
  await expect(firstAlbum).toBeVisible();
  const albumTitle = (await firstAlbum.textContent()) ?? '';
  expect(homeRequests).toHaveLength(1);

  await firstAlbum.click();
  await expect(area.getByRole('heading', { level: 1, name: albumTitle })).toBeVisible();
  await expect(area.getByRole('list', { name: 'Faixas' })).toBeVisible();

  // from here on, record whether a loading state of the home ever shows up, however briefly
  await page.evaluate(() => {
    const w = window as unknown as { sawHomeLoading: boolean };
    w.sawHomeLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Carregando álbuns"]')) w.sawHomeLoading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.goBack();
  await expect(area.getByRole('heading', { level: 1, name: 'Cast' })).toBeVisible();
  await expect(area.getByRole('link', { name: albumTitle }).first()).toBeVisible();
  await page.waitForTimeout(500); // room for a revalidation to be sent, if any
  expect(await page.evaluate(() => (window as unknown as { sawHomeLoading: boolean }).sawHomeLoading)).toBe(
    false,
  );
  expect(homeRequests.length).toBeLessThanOrEqual(2);
});

test("pointing at an album card fetches the album's data before the click", async ({ page }) => {
  const albumRequests = countRequests(page, /^\/v3\/cast\/albums\/published\/\d+$/);
  await signIn(page, '/cast');
  const area = page.locator(CAST_AREA);
  const firstAlbum = area
    .getByRole('list', { name: /^Álbuns de / })
    .first()
    .getByRole('link')
    .first();
  await expect(firstAlbum).toBeVisible();
  expect(albumRequests).toHaveLength(0);

  const prefetch = page.waitForRequest((request) =>
    /^\/v3\/cast\/albums\/published\/\d+$/.test(new URL(request.url()).pathname),
  );
  await firstAlbum.hover();
  await prefetch;
  expect(albumRequests).toHaveLength(1);

  await firstAlbum.click();
  await expect(area.getByRole('list', { name: 'Faixas' })).toBeVisible();
  // the page opened with the prefetched data: no second request for it
  expect(albumRequests).toHaveLength(1);
});

test('a failing call shows the area kit error, and its retry button loads the data', async ({ page }) => {
  // ky tries a GET 4 times on 5xx (spec 1 §7): fail all of them, then answer again
  await page.request.post(`${CONTROL}/faults`, {
    data: { method: 'GET', path: '/v3/cast/home', status: 503, times: 4 },
  });
  await signIn(page, '/cast');
  const area = page.locator(CAST_AREA);
  const alert = area.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar os álbuns do Cast.', { timeout: 20_000 });
  // the rest of the page keeps working
  await expect(area.getByRole('searchbox', { name: 'Buscar álbuns' })).toBeEnabled();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(area.getByRole('list', { name: /^Álbuns de / }).first()).toBeVisible();
  await expect(area.getByRole('alert')).toHaveCount(0);
});

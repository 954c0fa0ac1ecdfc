import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

/**
 * Issue 11's BFF fault matrix: one GET of each area's front page answered 401, 403, 429, 500, 503 or never
 * (past the clients' per-attempt timeout), through the dev BFF's fault API. Each time the student reads a
 * pt-BR message in that area (or, for 401, lands on the sign-in page that brings them back), the rest of the
 * page keeps working, a GET is retried only where the clients' rules say so, and the area's retry loads it.
 */
const CONTROL = 'http://127.0.0.1:3001/__control';
const SIGN_IN_HEADING = 'Entrar no ambiente de desenvolvimento';
const TOO_MANY = 'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.';

/** The page and the GET that fills its main content, per area. */
const AREAS = [
  { owner: 'mfe-study-table', path: '/mesa-de-estudo', get: '/v3/study-table/recent-activities' },
  { owner: 'mfe-questions', path: '/questoes/buscar', get: '/bff/questions/topics' },
  { owner: 'mfe-ldi', path: '/todos-os-cursos', get: '/v3/courses/my-courses' },
  { owner: 'mfe-cast', path: '/cast', get: '/v3/cast/home' },
  { owner: 'mfe-commerce', path: '/cursos', get: '/bff/public/ecommerce/catalog' },
  { owner: 'mfe-submissions', path: '/redacoes', get: '/v3/redacoes' },
  { owner: 'mfe-goals', path: '/objetivos', get: '/bff/goals/userGoals' },
] as const;

async function fault(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post(`${CONTROL}/faults`, { data });
  expect(response.ok()).toBe(true);
}

/** Counts the requests of `method` to `path` the page sends from now on. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const areaOf = (page: Page, owner: string) => page.locator(`[id="single-spa-application:${owner}"]`);

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test.afterEach(async ({ page }) => {
  await page.request.delete(`${CONTROL}/faults`);
});

for (const area of AREAS) {
  test.describe(`${area.owner}: GET ${area.get} on ${area.path}`, () => {
    for (const status of [403, 500, 503] as const) {
      test(`answered ${status}: a pt-BR error in the area, tried as the rules say, and its retry loads it`, async ({
        page,
      }) => {
        // 5xx: ky tries a GET 4 times; a 403 is never repeated
        const attempts = status === 403 ? 1 : 4;
        await fault(page, { method: 'GET', path: area.get, status, times: attempts });
        const gets = countRequests(page, 'GET', area.get);
        await signIn(page, area.path);
        const alert = areaOf(page, area.owner).getByRole('alert').first();
        await expect(alert).toBeVisible({ timeout: 20_000 });
        await expect(alert).not.toHaveText('');
        expect(gets()).toBe(attempts);
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

        await alert.getByRole('button', { name: 'Tentar novamente' }).click();
        await expect(areaOf(page, area.owner).getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
        expect(gets()).toBe(attempts + 1);
      });
    }

    test('answered 429: tells the student to wait, and its retry loads it', async ({ page }) => {
      await fault(page, { method: 'GET', path: area.get, status: 429, times: 4 });
      await signIn(page, area.path);
      const alert = areaOf(page, area.owner).getByRole('alert').first();
      await expect(alert).toContainText(TOO_MANY, { timeout: 30_000 });
      await alert.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(areaOf(page, area.owner).getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
    });

    test('never answered: ends at the timeout with the area error, the rest of the page intact', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await fault(page, { method: 'GET', path: area.get, delayMs: 12_000, times: 1 });
      await signIn(page, area.path);
      await expect(areaOf(page, area.owner).getByRole('alert').first()).toBeVisible({ timeout: 25_000 });
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    });

    test('answered 401: the session ends and the sign-in page brings the student back to the page', async ({
      page,
    }) => {
      await fault(page, { method: 'GET', path: area.get, status: 401, times: 1 });
      await signIn(page, area.path);
      await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('link', { name: /Entrar como Ana Paula Souza/ }).click();
      await expect(page).toHaveURL(new RegExp(`${area.path}$`));
      await expect(areaOf(page, area.owner).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(areaOf(page, area.owner).getByRole('alert')).toHaveCount(0);
    });
  });
}

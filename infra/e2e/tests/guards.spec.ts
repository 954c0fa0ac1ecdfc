import { expect, test, type Page } from './fixtures';
import { resetBff, signIn } from './support';

const BFF = 'http://127.0.0.1:3001';
/** Where local hosts are sent while the platform is in maintenance (an external site: never really loaded). */
const SANDBOX_MAINTENANCE_SITE = 'https://manutencao.sandbox.plataforma-estudos.com.br/';

const area = (page: Page, owner: string) => page.locator(`[id="single-spa-application:${owner}"]`);
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

test.afterAll(async ({ request }) => {
  await request.post(`${BFF}/__control/reset`);
});

test('a student without the cast product is sent to its upsell page, by address and from the menu', async ({
  page,
}) => {
  // the terms and beta modals a new student also gets are covered by overlays.spec.ts; kept out of the way here
  await page.request.patch(`${BFF}/__control/students/novo@exemplo.com.br`, {
    data: { terms_accepted: true, betaTester: 'recusado' },
  });
  await signIn(page, '/cast', { email: 'novo@exemplo.com.br' });
  await expect(page).toHaveURL(/\/garanta-acesso-completo\?horizontal=cast$/);
  await expect(area(page, 'mfe-commerce').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mfe-cast')).toHaveCount(0);

  // in-site navigation: the guard cancels it before the cast area mounts
  await sideMenu(page).getByRole('link', { name: 'Questões', exact: true }).click();
  await expect(page).toHaveURL(/\/garanta-acesso-completo\?horizontal=questoes$/);
  await expect(area(page, 'mfe-questions')).toHaveCount(0);
});

test('an area whose flag is off sends the student to the study table', async ({ page }) => {
  const patched = await page.request.patch(`${BFF}/__control/students/aluno@exemplo.com.br`, {
    data: { features: { cast: false } },
  });
  expect(patched.ok()).toBe(true);
  await signIn(page, '/cast');
  await expect(page).toHaveURL(/\/mesa-de-estudo$/);
  await expect(area(page, 'mfe-study-table').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page, 'mfe-cast')).toHaveCount(0);
  await expect(sideMenu(page).getByRole('link', { name: 'Cast', exact: true })).toHaveCount(0);
});

test('during maintenance the student is sent to the maintenance site; sign-in still works', async ({
  page,
}) => {
  await page.route(`${SANDBOX_MAINTENANCE_SITE}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pt-BR"><title>Manutenção</title><h1>Estamos em manutenção</h1></html>',
    }),
  );
  const switched = await page.request.put(`${BFF}/__control/maintenance`, { data: { default: true } });
  expect(switched.ok()).toBe(true);

  await signIn(page, '/questoes/buscar');
  await expect(page).toHaveURL(SANDBOX_MAINTENANCE_SITE);
  await expect(page.getByRole('heading', { name: 'Estamos em manutenção' })).toBeVisible();
});

test('?preview= forces features on and stays in the address across navigation', async ({ page }) => {
  // Carla has every flag off: without the preview /cast would bounce to the study table
  await signIn(page, '/mesa-de-estudo?preview=study_table,cast', { email: 'semflags@exemplo.com.br' });
  await expect(area(page, 'mfe-study-table').getByRole('heading', { level: 1 })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Cast', exact: true }).click();
  await expect(page).toHaveURL(/\/cast\?preview=study_table%2Ccast$/);
  await expect(area(page, 'mfe-cast').getByRole('heading', { level: 1 })).toBeVisible();

  await sideMenu(page).getByRole('link', { name: 'Mesa de estudo', exact: true }).click();
  await expect(page).toHaveURL(/\/mesa-de-estudo\?preview=study_table%2Ccast$/);
});

test('a 401 clears the session and goes through logout to the login page, which brings the student back', async ({
  page,
}) => {
  await signIn(page, '/mesa-de-estudo');
  await expect(area(page, 'mfe-study-table').getByRole('heading', { level: 1 })).toBeVisible();

  const fault = await page.request.post(`${BFF}/__control/faults`, {
    data: { method: 'GET', path: '/bff/profile/me', status: 401, times: 1 },
  });
  expect(fault.ok()).toBe(true);
  await page.reload();

  await expect(page).toHaveURL(/\/auth\/dev-login\?redirect=%2Fmesa-de-estudo$/);
  await expect(page.getByRole('heading', { name: 'Entrar no ambiente de desenvolvimento' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'session_token')).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem('platform:user'))).toBeNull();
});

test('the print view uses the minimal layout, without menus', async ({ page }) => {
  await signIn(page, '/trilhas-interativas/print');
  await expect(page.locator('body')).toHaveClass(/(^|\s)layout-minimal(\s|$)/);
  await expect(sideMenu(page)).toBeHidden();

  await page.goto('/mesa-de-estudo');
  await expect(page.locator('body')).toHaveClass(/(^|\s)layout-navigation(\s|$)/);
  await expect(sideMenu(page)).toBeVisible();
});

test('going offline shows a status message, and coming back removes it', async ({ page, context }) => {
  await signIn(page, '/mesa-de-estudo');
  await expect(area(page, 'mfe-study-table').getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: 'Você está sem conexão com a internet' }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Você está sem conexão com a internet')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });

  test('the notebooks area sends the student to the app download page with the legacy link', async ({
    page,
  }) => {
    await signIn(page, '/cadernos-e-simulados');
    await expect(page).toHaveURL(/\/baixar-o-app\?legacy-app-link=%2Fcadernos-e-simulados$/);
    await expect(area(page, 'mfe-questions')).toHaveCount(0);
  });

  test('the app download page loads no study area, not even the idle prefetch of the likely next ones', async ({
    page,
  }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === 'localhost' && url.port !== '3000') remoteRequests.push(request.url());
    });
    await signIn(page, '/mesa-de-estudo');
    await expect(page).toHaveURL(/\/baixar-o-app$/);
    await expect(
      page.getByText('Para estudar pelo celular, use o nosso aplicativo para iOS e Android.'),
    ).toBeVisible();
    // the prefetch of a desktop page starts about 2 s after it is idle (federation.spec)
    await page.waitForTimeout(4_000);
    expect(remoteRequests).toEqual([]);
  });

  test("a signed-in phone reads the app download page before the shell's bundle has even run, and reads it once", async ({
    page,
  }) => {
    await signIn(page, '/cursos');
    await expect(page).toHaveURL(/\/cursos$/);
    // the shell's bundle held back: what the phone sees until then is the early boot's work alone
    let releaseShell: () => void = () => undefined;
    const shellHeld = new Promise<void>((resolve) => {
      releaseShell = resolve;
    });
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await shellHeld;
      await route.continue();
    });
    await page.goto('/mesa-de-estudo', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/baixar-o-app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baixe o aplicativo' })).toBeVisible();
    await expect(
      page.getByText('Para estudar pelo celular, use o nosso aplicativo para iOS e Android.'),
    ).toBeVisible();
    expect(await page.evaluate(() => '__shellStarted' in window)).toBe(false);
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();

    releaseShell();
    // the shell's own page takes the place of the early one: one heading, where it was
    await expect(area(page, 'shell-pages').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBox);
    await expect(page).toHaveURL(/\/baixar-o-app$/);
  });

  test('the course shop stays on the web', async ({ page }) => {
    await signIn(page, '/cursos');
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(area(page, 'mfe-commerce').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

for (const vertical of ['medicina', 'oab'] as const) {
  test(`on ${vertical}.localhost the guards and the vertical's favicon apply too`, async ({ page }) => {
    await signIn(page, '/objetivos', { vertical, email: 'novo@exemplo.com.br' });
    await expect(page).toHaveURL(
      new RegExp(`^http://${vertical}\\.localhost:3000/garanta-acesso-completo\\?horizontal=objetivos$`),
    );
    await expect(page.locator('html')).toHaveAttribute('data-vertical', vertical);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/^data:image\/svg\+xml,/);
    // each vertical is its own host (its own session cookie): sign in there too
    await signIn(page, '/cursos');
    await expect(page.locator('html')).toHaveAttribute('data-vertical', 'concursos');
    await expect(page.locator('link[rel="icon"]')).not.toHaveAttribute('href', favicon ?? '');
  });
}

test('while a mock exam runs the side menu is hidden, and it comes back when the exam ends', async ({
  page,
}) => {
  await signIn(page, '/cadernos-e-simulados/simulados/202');
  await expect(page.locator('body')).toHaveClass(/(^|\s)layout-no-padding(\s|$)/);
  const questions = area(page, 'mfe-questions');
  await expect(questions.getByRole('button', { name: 'Iniciar simulado' })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();

  await questions.getByRole('button', { name: 'Iniciar simulado' }).click();
  await expect(questions.getByRole('button', { name: 'Finalizar simulado' })).toBeVisible();
  await expect(sideMenu(page)).toBeHidden();

  await questions.getByRole('button', { name: 'Finalizar simulado' }).click();
  await expect(questions.getByRole('heading', { name: 'Simulado finalizado' })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
});

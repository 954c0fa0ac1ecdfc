import { expect, test } from '@playwright/test';
import { AREA_UNAVAILABLE, resetBff, signIn } from './support';

/** Every area's landing route, its owner and a piece of seeded data the dev BFF serves for it. */
const LANDINGS: { route: string; owner: string; seeded: RegExp }[] = [
  { route: '/mesa-de-estudo', owner: 'mfe-study-table', seeded: /.+/ },
  { route: '/questoes/buscar', owner: 'mfe-questions', seeded: /.+/ },
  { route: '/cadernos-e-simulados', owner: 'mfe-questions', seeded: /.+/ },
  { route: '/todos-os-cursos', owner: 'mfe-ldi', seeded: /.+/ },
  { route: '/cast', owner: 'mfe-cast', seeded: /.+/ },
  { route: '/cursos', owner: 'mfe-commerce', seeded: /.+/ },
  { route: '/redacoes', owner: 'mfe-submissions', seeded: /.+/ },
  { route: '/objetivos', owner: 'mfe-goals', seeded: /.+/ },
];

test.beforeAll(async ({ request }) => {
  await request.post('http://127.0.0.1:3001/__control/reset');
});

for (const vertical of ['concursos', 'medicina']) {
  test.describe(`on ${vertical}.localhost`, () => {
    for (const { route, owner, seeded } of LANDINGS) {
      test(`${route} mounts ${owner} with seeded data`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signIn(page, route, { vertical });
        const area = page.locator(`[id="single-spa-application:${owner}"]`);
        await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(area).toContainText(seeded);
        await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
        // the chrome is there too
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
  });
}

test('every side-menu item of a signed-in student opens a working page', async ({ page }) => {
  await resetBff(page);
  await signIn(page, '/mesa-de-estudo');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const links = await menu.getByRole('link').evaluateAll((anchors) =>
    anchors
      .filter((a) => a.getAttribute('target') !== '_blank' && a.getAttribute('href')?.startsWith('/'))
      .map((a) => ({ href: a.getAttribute('href')!, label: a.textContent ?? '' })),
  );
  expect(links.length).toBeGreaterThan(10);
  for (const { href, label } of links) {
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}`));
    await expect(page.locator('#area').getByRole('heading', { level: 1 }).first(), `${label} (${href})`).toBeVisible();
    await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
  }
});

import { expect, test } from './fixtures';
import { AREA_UNAVAILABLE, resetBff, signIn } from './support';

/** Every area's landing route, its owner and seeded data the dev BFF serves for it, per vertical. */
const LANDINGS: { route: string; owner: string; seeded: Record<'concursos' | 'medicina', string> }[] = [
  {
    route: '/mesa-de-estudo',
    owner: 'mfe-study-table',
    seeded: { concursos: 'Direito Constitucional - Direitos Fundamentais', medicina: 'Lista · Favorito' },
  },
  {
    route: '/questoes/buscar',
    owner: 'mfe-questions',
    seeded: { concursos: 'Direito Administrativo', medicina: 'Clínica Médica' },
  },
  {
    route: '/cadernos-e-simulados',
    owner: 'mfe-questions',
    seeded: { concursos: 'Simulado TJ-SP — Escrevente', medicina: 'Listas e Simulados' },
  },
  {
    route: '/todos-os-cursos',
    owner: 'mfe-ldi',
    seeded: { concursos: 'Direito Constitucional para Concursos', medicina: 'Clínica Médica: Cardiologia' },
  },
  {
    route: '/cast',
    owner: 'mfe-cast',
    seeded: { concursos: 'Direito Constitucional em Áudio', medicina: 'Cardiologia para Residência' },
  },
  {
    route: '/cursos',
    owner: 'mfe-commerce',
    seeded: { concursos: 'Semana do Concurseiro', medicina: 'Residência 2026' },
  },
  {
    route: '/redacoes',
    owner: 'mfe-submissions',
    seeded: {
      concursos: 'Os impactos da inteligência artificial no mercado de trabalho',
      medicina: 'Os impactos da inteligência artificial no mercado de trabalho',
    },
  },
  {
    route: '/objetivos',
    owner: 'mfe-goals',
    seeded: { concursos: 'Polícia Federal - Agente', medicina: 'Residência Médica - USP' },
  },
];

test.beforeAll(async ({ request }) => {
  await request.post('http://127.0.0.1:3001/__control/reset');
});

for (const vertical of ['concursos', 'medicina'] as const) {
  test.describe(`on ${vertical}.localhost`, () => {
    for (const { route, owner, seeded } of LANDINGS) {
      test(`${route} mounts ${owner} with seeded data`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signIn(page, route, { vertical });
        const area = page.locator(`[id="single-spa-application:${owner}"]`);
        await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(area).toContainText(seeded[vertical]);
        if (owner === 'mfe-commerce') await expect(area).toContainText(/R\$\s?\d+,\d{2}/); // cards with prices
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
  const links = await menu
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors
        .filter((a) => a.getAttribute('target') !== '_blank' && a.getAttribute('href')?.startsWith('/'))
        .map((a) => ({ href: a.getAttribute('href')!, label: a.textContent ?? '' })),
    );
  expect(links.length).toBeGreaterThan(10);
  for (const { href, label } of links) {
    // by href: the logo link's accessible name is not its text
    await menu.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}`));
    await expect(
      page.locator('#area').getByRole('heading', { level: 1 }).first(),
      `${label} (${href})`,
    ).toBeVisible();
    await expect(page.getByText(AREA_UNAVAILABLE)).toHaveCount(0);
  }
});
